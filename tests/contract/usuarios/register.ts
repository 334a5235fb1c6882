/** POST /register: who registers whom, with a photo; validation; a refusal registers nobody. */
import { expect } from 'vitest';
import {
  LoginResponse,
  FILE_MESSAGES,
  RegisterResponse,
  Usuario,
  UsuarioRegister,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID, P, PASSWORD } from '../people.ts';
import { fileBytes, type FileSpec, type Scenario } from '../scenario.ts';
import { sendBytes, ticketFor, ticketOf } from '../scenarios-arquivos.ts';
import {
  bodyOf,
  callerDenials,
  del,
  error,
  firstMessage,
  get,
  id,
  idsOf,
  loginRequest,
  M,
  ok,
  rowsOf,
} from '../scenarios-kit.ts';
import { badDigits, formFields, notRegistered, person, register, registered } from './kit.ts';

// ---------------------------------------------------------------------------
// POST /register
// ---------------------------------------------------------------------------

const newStudent2 = person(1, 5, 2, 'João Estêvão Registrado');
const newTeacher1 = person(2, 4, 1);
const newSecretary1 = person(3, 3, 1);
const newStudent2b = person(4, 5, 2);
const refused = person(5, 2, 1);
const PHOTO: FileSpec = { name: 'rosto.png', type: 'image/png', size: 500 };

export const registerScenarios: Scenario[] = [
  {
    name: 'registerUsuario: the gestor registers a student of another school with a photo; they sign in with their password',
    as: 'gestor',
    request: ticketFor(PHOTO),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, PHOTO), expect: ok() },
      {
        as: 'gestor',
        request: (e) => register(newStudent2, { cp_foto_perfil: ticketOf(e[0]!).uploadId }),
        expect: ok({
          schema: RegisterResponse,
          body: { exists: false, msg: M.userRegistered },
          check: (a) => expect(registered(a)).toBeGreaterThan(0),
        }),
      },
      {
        as: 'anon',
        request: loginRequest(newStudent2.cp_login, newStudent2.cp_password),
        expect: ok({
          schema: LoginResponse,
          body: { userName: newStudent2.cp_nome, userType: 5, schoolId: 2, turmaID: null },
          check: (a, [, , reg]) => {
            expect(bodyOf<LoginResponse>(a).userId).toBe(registered(reg!));
            expect(bodyOf<LoginResponse>(a).userProfilePhoto).toMatch(
              /\/storage\/v1\/object\/sign\/avatars\/\d+\/[0-9a-f-]{36}\.png\?token=/,
            );
            expect(Object.keys(a.body as object).filter((k) => /pass|senha|hash/i.test(k))).toEqual([]);
          },
        }),
      },
      {
        as: 'gestor',
        request: ([, , reg]) => get(`/users/${registered(reg!)}`),
        expect: ok({
          schema: Usuario,
          body: {
            cp_nome: newStudent2.cp_nome,
            cp_login: newStudent2.cp_login,
            cp_email: newStudent2.cp_email,
            cp_cpf: newStudent2.cp_cpf,
            cp_tipo_user: 5,
            cp_escola_id: 2,
            cp_turma_id: null,
            cp_excluido: 0,
            cp_rg: null,
            cp_whatsapp: '(11) 98765-4321',
          },
        }),
      },
      {
        as: 'anon',
        request: ([, , , login]) => ({ method: 'GET', url: bodyOf<LoginResponse>(login!).userProfilePhoto! }),
        expect: ok({ contentType: 'image/png', check: (a) => expect(a.body).toEqual(fileBytes(PHOTO)) }),
      },
      // Found by an accent-free search, as the school's director.
      {
        as: 'diretor2',
        request: get('/users?q=joao%20estevao'),
        expect: ok({ check: (a, [, , reg]) => expect(idsOf(a)).toEqual([registered(reg!)]) }),
      },
    ],
  },
  {
    name: 'registerUsuario: a Secretária registers a teacher of her school (no photo)',
    as: 'secretaria',
    request: register(newTeacher1),
    expect: ok({ body: { exists: false, msg: M.userRegistered } }),
    then: [
      { as: { login: newTeacher1.cp_login, password: newTeacher1.cp_password }, request: get('/escolas'), expect: ok() },
      {
        as: 'secretaria',
        request: get('/users-professores'),
        expect: ok({ check: (a, [reg]) => expect(idsOf(a)).toContain(registered(reg!)) }),
      },
      {
        as: 'secretaria',
        request: ([reg]) => get(`/users/${registered(reg!)}`),
        expect: ok({ body: { cp_foto_perfil: null, cp_tipo_user: 4 } }),
      },
    ],
  },
  {
    name: 'registerUsuario: a Diretor registers a secretary of his school',
    as: 'diretor',
    request: register(newSecretary1),
    expect: ok({ body: { exists: false, msg: M.userRegistered } }),
    then: [
      {
        as: 'anon',
        request: loginRequest(newSecretary1.cp_login, newSecretary1.cp_password),
        expect: ok({ body: { userType: 3, schoolId: 1 } }),
      },
    ],
  },
  {
    name: 'registerUsuario: the Diretor of school 2 registers a student there',
    as: 'diretor2',
    request: register(newStudent2b),
    expect: ok({ body: { exists: false } }),
    then: [
      {
        as: 'secretaria2',
        request: get(`/users?q=${newStudent2b.cp_login}`),
        expect: ok({ check: (a) => expect(rowsOf(a)).toHaveLength(1) }),
      },
    ],
  },
  {
    name: 'registerUsuario: a Secretária cannot register a director',
    as: 'secretaria',
    request: register(refused),
    expect: error(403, M.typeNotAllowed),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: a Diretor cannot register a gestor',
    as: 'diretor',
    request: register({ ...refused, cp_tipo_user: 1 }),
    expect: error(403, M.typeNotAllowed),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: a Secretária cannot register in another school',
    as: 'secretaria',
    request: register({ ...refused, cp_tipo_user: 5, cp_escola_id: 2 }),
    expect: error(403, M.otherSchool),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: a Diretor cannot register in another school',
    as: 'diretor',
    request: register({ ...refused, cp_tipo_user: 4, cp_escola_id: 3 }),
    expect: error(403, M.otherSchool),
  },
  {
    name: 'registerUsuario: a school that does not exist',
    as: 'gestor',
    request: register({ ...refused, cp_escola_id: NO_SUCH_ID }),
    expect: error(400, M.schoolMissing),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: the school is checked before the type',
    as: 'secretaria',
    request: register({ ...refused, cp_tipo_user: 1, cp_escola_id: NO_SUCH_ID }),
    expect: error(400, M.schoolMissing),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `registerUsuario: ${who} may not register people`,
    as: who,
    request: register({ ...refused, cp_tipo_user: 5 }),
    expect: { status: 403 },
    then: [notRegistered(refused)],
  })),
  {
    name: 'registerUsuario: a login already in use (any case) answers exists and writes nothing',
    as: 'gestor',
    request: register({ ...refused, cp_tipo_user: 5, cp_login: 'ALUNO' }),
    expect: ok({ body: { exists: true, msg: M.userExists } }),
    then: [
      { as: 'gestor', request: get(`/users?q=${encodeURIComponent(refused.cp_email)}`), expect: ok({ body: [] }) },
      { as: 'anon', request: loginRequest('aluno', PASSWORD), expect: ok({ body: { userId: id('aluno') } }) },
    ],
  },
  {
    name: "registerUsuario: a deleted person's e-mail is still in use",
    as: 'gestor',
    request: register({ ...refused, cp_tipo_user: 5, cp_email: P.excluido.cp_email }),
    expect: ok({ body: { exists: true, msg: M.userExists } }),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: a CPF already in use',
    as: 'secretaria',
    request: register({ ...refused, cp_tipo_user: 5, cp_cpf: P.aluno2.cp_cpf }),
    expect: ok({ body: { exists: true, msg: M.userExists } }),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: invalid CPF check digits',
    as: 'gestor',
    request: register({ ...refused, cp_cpf: badDigits(refused.cp_cpf) }),
    expect: error(400, 'CPF inválido: verifique os dígitos.'),
    then: [notRegistered(refused)],
  },
  {
    name: 'registerUsuario: a CPF without the mask',
    as: 'gestor',
    request: register({ ...refused, cp_cpf: refused.cp_cpf.replace(/\D/g, '') }),
    expect: error(400, 'CPF deve seguir o formato 999.999.999-99.'),
  },
  {
    name: 'registerUsuario: the name is required',
    as: 'gestor',
    request: register(refused, { cp_nome: '  ' }),
    expect: error(400, 'Nome é obrigatório.'),
  },
  {
    name: 'registerUsuario: the password is required',
    as: 'gestor',
    request: {
      method: 'POST',
      path: '/register',
      json: Object.fromEntries(Object.entries(formFields(refused)).filter(([k]) => k !== 'cp_password')),
    },
    expect: error(
      400,
      firstMessage(UsuarioRegister, Object.fromEntries(Object.entries(formFields(refused)).filter(([k]) => k !== 'cp_password'))),
    ),
  },
  {
    name: 'registerUsuario: a short password',
    as: 'gestor',
    request: register(refused, { cp_password: '12345' }),
    expect: error(400, 'A senha deve ter ao menos 6 caracteres.'),
  },
  {
    name: 'registerUsuario: an invalid e-mail',
    as: 'gestor',
    request: register(refused, { cp_email: 'sem-arroba' }),
    expect: error(400, 'E-mail inválido.'),
  },
  {
    name: 'registerUsuario: an unknown user type',
    as: 'gestor',
    request: register(refused, { cp_tipo_user: '7' }),
    expect: error(400, 'Tipo de usuário inválido.'),
  },
  {
    name: 'registerUsuario: a WhatsApp number without the mask',
    as: 'gestor',
    request: register(refused, { cp_whatsapp: '11987654321' }),
    expect: error(400, 'WhatsApp deve seguir o formato (99) 99999-9999.'),
  },
  {
    name: 'registerUsuario: a photo that is not an image inside writes nothing, and is removed',
    as: 'gestor',
    request: ticketFor({ name: 'rosto.png', type: 'image/png', content: 'exe' }),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, { name: 'rosto.png', type: 'image/png', content: 'exe' }), expect: ok() },
      {
        as: 'gestor',
        request: (e) => register(refused, { cp_foto_perfil: ticketOf(e[0]!).uploadId }),
        expect: error(400, 'Foto de perfil: o conteúdo de "rosto.png" não é JPEG, PNG, WEBP ou GIF. Escolha outro arquivo.'),
      },
      notRegistered(refused),
      {
        as: 'gestor',
        request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`),
        expect: error(404, FILE_MESSAGES.uploadNotFound),
      },
    ],
  },
  {
    name: 'registerUsuario: an upload that is not the caller’s writes nothing',
    as: 'diretor',
    request: ticketFor(PHOTO),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, PHOTO), expect: ok() },
      {
        as: 'gestor',
        request: (e) => register(refused, { cp_foto_perfil: ticketOf(e[0]!).uploadId }),
        expect: error(400, FILE_MESSAGES.uploadNotFound),
      },
      notRegistered(refused),
    ],
  },
  ...callerDenials('registerUsuario', register(refused), [notRegistered(refused)]),
];

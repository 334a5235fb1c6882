/**
 * Contract scenarios of the users part of the registration slice
 * (docs/registration.md, "Users"): the people list, registration, editing,
 * soft deletion and the directors and teachers pickers — every role, the
 * refusals, validation, paging and filters, and follow-up steps proving what
 * a request did (or did not do).
 */
import { expect } from 'vitest';
import {
  ListQuery,
  LoginResponse,
  PersonRef,
  FILE_MESSAGES,
  RegisterResponse,
  Usuario,
  UsuarioEdit,
  UsuarioRegister,
} from '../../supabase/functions/_shared/contract/index.ts';
import { z } from 'zod';
import { isBirthdayWithin } from '../../src/domain/birthday.ts';
import { LIVE_USERS, NO_SUCH_ID, P, PASSWORD, SEEDED_USERS, T, type PersonKey } from './people.ts';
import { fileBytes, type Answer, type FileSpec, type RequestSpec, type Scenario, type Step } from './scenario.ts';
import { sendBytes, ticketFor, ticketOf } from './scenarios-arquivos.ts';
import {
  bodyOf,
  callerDenials,
  del,
  error,
  exactlyIds,
  firstMessage,
  freshCpf,
  get,
  id,
  idsOf,
  loginRequest,
  M,
  ok,
  put,
  rowsOf,
  totalOf,
} from './scenarios-kit.ts';

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

/** The same CPF with its last check digit wrong. */
const badDigits = (cpf: string) => `${cpf.slice(0, -1)}${(Number(cpf.at(-1)) + 1) % 10}`;

export interface NewPerson {
  readonly cp_nome: string;
  readonly cp_login: string;
  readonly cp_email: string;
  readonly cp_password: string;
  readonly cp_tipo_user: number;
  readonly cp_escola_id: number;
  readonly cp_cpf: string;
}

export function person(n: number, type: number, school: number, nome = `Pessoa Nova ${n}`): NewPerson {
  return {
    cp_nome: nome,
    cp_login: `pessoa.nova${n}`,
    cp_email: `pessoa.nova${n}@example.com`,
    cp_password: `senha-nova-${n}`,
    cp_tipo_user: type,
    cp_escola_id: school,
    cp_cpf: freshCpf(n),
  };
}

const formFields = (p: NewPerson, extra: Record<string, string> = {}): Record<string, string> => ({
  cp_nome: p.cp_nome,
  cp_login: p.cp_login,
  cp_email: p.cp_email,
  cp_password: p.cp_password,
  cp_tipo_user: String(p.cp_tipo_user),
  cp_escola_id: String(p.cp_escola_id),
  cp_cpf: p.cp_cpf,
  cp_datanascimento: '2000-05-17',
  cp_whatsapp: '(11) 98765-4321',
  cp_end_cidade_estado: 'São Paulo - SP',
  ...extra,
});

export const register = (p: NewPerson, extra: Record<string, string> = {}): RequestSpec => ({
  method: 'POST',
  path: '/register',
  json: formFields(p, extra),
});

const registered = (a: Answer) => bodyOf<RegisterResponse>(a).userId!;

/** Nobody with this login exists: signing in with it fails like an unknown login. */
const notRegistered = (p: NewPerson): Step => ({
  as: 'anon',
  request: loginRequest(p.cp_login, p.cp_password),
  expect: error(401, M.wrongCredentials),
});

/** The edit form of a seeded person, with changes. */
export function editJson(who: PersonKey, changes: Record<string, unknown> = {}) {
  const u = P[who];
  return {
    cp_nome: u.cp_nome,
    cp_email: u.cp_email,
    cp_login: u.cp_login,
    cp_tipo_user: u.cp_tipo_user,
    cp_escola_id: u.cp_escola_id,
    cp_cpf: u.cp_cpf,
    cp_datanascimento: SEEDED_USERS.find((s) => s.cp_id === u.cp_id)!.cp_datanascimento,
    ...changes,
  };
}

const edit = (who: PersonKey | number, json: unknown): RequestSpec =>
  put(`/edit-user/${typeof who === 'number' ? who : id(who)}`, json);

/** The person's record still has its seeded name, login, type and school. */
const unchanged = (reader: PersonKey, who: PersonKey): Step => ({
  as: reader,
  request: get(`/users/${id(who)}`),
  expect: ok({
    body: {
      cp_nome: P[who].cp_nome,
      cp_login: P[who].cp_login,
      cp_tipo_user: P[who].cp_tipo_user,
      cp_escola_id: P[who].cp_escola_id,
    },
  }),
});

const stillSignsIn = (who: PersonKey): Step => ({ as: 'anon', request: loginRequest(P[who].cp_login, PASSWORD), expect: ok() });

const live = LIVE_USERS;
const idsWhere = (predicate: (u: Usuario) => boolean) => live.filter(predicate).map((u) => u.cp_id);
const refs = (predicate: (u: Usuario) => boolean) =>
  live
    .filter(predicate)
    .sort((a, b) => (a.cp_nome < b.cp_nome ? -1 : a.cp_nome > b.cp_nome ? 1 : 0))
    .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome }));

const UserList = z.array(Usuario);

// ---------------------------------------------------------------------------
// GET /users
// ---------------------------------------------------------------------------

const listUsersScenarios: Scenario[] = [
  {
    name: 'listUsuarios: the gestor sees every live person of every school, with the total',
    as: 'gestor',
    request: get('/users'),
    expect: ok({ schema: UserList, check: exactlyIds(idsWhere(() => true)) }),
  },
  ...(['diretor', 'secretaria', 'diretor2', 'secretaria2'] as const).map((who): Scenario => ({
    name: `listUsuarios: ${who} sees the live people of their own school only`,
    as: who,
    request: get('/users'),
    expect: ok({ schema: UserList, check: exactlyIds(idsWhere((u) => u.cp_escola_id === P[who].cp_escola_id)) }),
  })),
  ...(['professor', 'aluno', 'aluno2'] as const).map((who): Scenario => ({
    name: `listUsuarios: ${who} may not list people`,
    as: who,
    request: get('/users'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listUsuarios: a person answers with their class and without the deleted',
    as: 'secretaria',
    request: get('/users?q=beatriz%20santos%20oliveira'),
    expect: ok({
      body: [{ cp_id: id('aluno'), cp_turma_id: P.aluno.cp_turma_id, cp_foto_perfil: null }],
      check: (a) => expect(idsOf(a)).not.toContain(id('excluido')),
    }),
  },
  {
    name: 'listUsuarios: a deleted person is never listed, even searched by login',
    as: 'gestor',
    request: get(`/users?q=${P.excluido.cp_login}`),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: 'listUsuarios: filter by type (teachers of every school)',
    as: 'gestor',
    request: get('/users?cp_tipo_user=4'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_tipo_user === 4)) }),
  },
  {
    name: 'listUsuarios: filter by school and type together',
    as: 'gestor',
    request: get('/users?escolaId=2&cp_tipo_user=5'),
    expect: ok({ check: exactlyIds(idsWhere((u) => u.cp_escola_id === 2 && u.cp_tipo_user === 5)) }),
  },
  {
    name: 'listUsuarios: a Diretor filtering by another school gets nothing',
    as: 'diretor',
    request: get('/users?escolaId=2'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: 'listUsuarios: aniversariantes=1 keeps birthdays today or within 5 days',
    as: 'gestor',
    request: get('/users?aniversariantes=1'),
    expect: ok({
      check: (a) => {
        const today = new Date();
        const rows = rowsOf<Usuario>(a);
        expect(rows.map((u) => u.cp_id)).toContain(id('aluno'));
        expect(rows.map((u) => u.cp_id)).not.toContain(id('diretor'));
        for (const u of rows) expect(isBirthdayWithin(u.cp_datanascimento, today), u.cp_nome).toBe(true);
        expect(totalOf(a)).toBe(String(rows.length));
      },
    }),
    then: [
      // The whole list holds nobody else with a birthday in the window.
      {
        as: 'gestor',
        request: get('/users'),
        expect: ok({
          check: (all, [birthdays]) => {
            const inWindow = rowsOf<Usuario>(all)
              .filter((u) => isBirthdayWithin(u.cp_datanascimento, new Date()))
              .map((u) => u.cp_id);
            expect(idsOf(birthdays!).sort()).toEqual(inWindow.sort());
          },
        }),
      },
    ],
  },
  {
    name: 'listUsuarios: aniversariantes within a school, as its secretary',
    as: 'secretaria',
    request: get('/users?aniversariantes=1'),
    expect: ok({
      check: (a) => {
        const rows = rowsOf<Usuario>(a);
        expect(rows.map((u) => u.cp_id)).toContain(id('aluno'));
        expect(rows.every((u) => u.cp_escola_id === 1)).toBe(true);
      },
    }),
  },
  {
    name: 'listUsuarios: q is accent- and case-insensitive ("MARCOS vinicius" finds Marcos Vinícius)',
    as: 'diretor',
    request: get('/users?q=MARCOS%20vinicius'),
    expect: ok({ check: exactlyIds([id('professor')]) }),
  },
  {
    name: 'listUsuarios: q searches the login',
    as: 'gestor',
    request: get(`/users?q=${P.professorB.cp_login}`),
    expect: ok({ check: exactlyIds([id('professorB')]) }),
  },
  {
    name: 'listUsuarios: q searches the e-mail',
    as: 'gestor',
    request: get(`/users?q=${encodeURIComponent(P.diretor2.cp_email)}`),
    expect: ok({ check: exactlyIds([id('diretor2')]) }),
  },
  {
    name: 'listUsuarios: q searches the formatted CPF',
    as: 'gestor',
    request: get(`/users?q=${encodeURIComponent(P.secretaria.cp_cpf)}`),
    expect: ok({ check: exactlyIds([id('secretaria')]) }),
  },
  {
    name: 'listUsuarios: q searches the CPF digits',
    as: 'gestor',
    request: get(`/users?q=${P.secretaria.cp_cpf.replace(/\D/g, '')}`),
    expect: ok({ check: exactlyIds([id('secretaria')]) }),
  },
  {
    name: 'listUsuarios: every word of q must match',
    as: 'gestor',
    request: get('/users?q=marcos%20zzzz'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: "listUsuarios: q does not reach outside the caller's school",
    as: 'secretaria',
    request: get(`/users?q=${P.diretor2.cp_login}`),
    expect: ok({ body: [] }),
  },
  {
    name: 'listUsuarios: pages of pageSize rows, the total in X-Total-Count, page 2 continuing page 1',
    as: 'gestor',
    request: get('/users?page=1&pageSize=10'),
    expect: ok({
      schema: UserList,
      check: (a) => {
        expect(rowsOf(a)).toHaveLength(10);
        expect(totalOf(a)).toBe(String(live.length));
      },
    }),
    then: [
      {
        as: 'gestor',
        request: get('/users?page=2&pageSize=10'),
        expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(live.length)) }),
      },
      {
        as: 'gestor',
        request: get('/users'),
        expect: ok({
          check: (all, [page1, page2]) => {
            const ids = idsOf(all);
            expect(idsOf(page1!)).toEqual(ids.slice(0, 10));
            expect(idsOf(page2!)).toEqual(ids.slice(10, 20));
          },
        }),
      },
    ],
  },
  {
    name: 'listUsuarios: sorted by name (page order equals the sorted names)',
    as: 'diretor',
    request: get('/users?cp_tipo_user=4'),
    expect: ok({ body: [{ cp_id: id('professorB') }, { cp_id: id('professor') }] }),
  },
  {
    name: 'listUsuarios: a page past the end is empty, the total still counts everyone',
    as: 'secretaria',
    request: get('/users?page=50&pageSize=10'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe(String(idsWhere((u) => u.cp_escola_id === 1).length)) }),
  },
  {
    name: 'listUsuarios: pageSize above 100',
    as: 'gestor',
    request: get('/users?pageSize=101'),
    expect: error(400, firstMessage(ListQuery, { pageSize: '101' })),
  },
  {
    name: 'listUsuarios: page 0',
    as: 'gestor',
    request: get('/users?page=0'),
    expect: error(400, firstMessage(ListQuery, { page: '0' })),
  },
  {
    name: 'listUsuarios: an unknown user type',
    as: 'gestor',
    request: get('/users?cp_tipo_user=9'),
    expect: error(400, 'Tipo de usuário inválido.'),
  },
  ...callerDenials('listUsuarios', get('/users')),
];

// ---------------------------------------------------------------------------
// POST /register
// ---------------------------------------------------------------------------

const newStudent2 = person(1, 5, 2, 'João Estêvão Registrado');
const newTeacher1 = person(2, 4, 1);
const newSecretary1 = person(3, 3, 1);
const newStudent2b = person(4, 5, 2);
const refused = person(5, 2, 1);
const PHOTO: FileSpec = { name: 'rosto.png', type: 'image/png', size: 500 };

const registerScenarios: Scenario[] = [
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

// ---------------------------------------------------------------------------
// PUT /edit-user/:id
// ---------------------------------------------------------------------------

const editScenarios: Scenario[] = [
  {
    name: 'editUsuario: the gestor edits a student of another school',
    as: 'gestor',
    request: edit('aluno2', editJson('aluno2', { cp_nome: 'Miguel Editado', cp_profissao: 'Estudante' })),
    expect: ok({ body: { msg: M.userEdited } }),
    then: [
      {
        as: 'diretor2',
        request: get(`/users/${id('aluno2')}`),
        expect: ok({ body: { cp_nome: 'Miguel Editado', cp_profissao: 'Estudante', cp_turma_id: P.aluno2.cp_turma_id } }),
      },
    ],
  },
  {
    name: 'editUsuario: a new password replaces the sign-in password (account and profile together)',
    as: 'diretor',
    request: edit('secretaria', editJson('secretaria', { cp_password: 'trocada-pela-direcao' })),
    expect: ok({ body: { msg: M.userEdited } }),
    then: [
      {
        as: 'anon',
        request: loginRequest(P.secretaria.cp_login, 'trocada-pela-direcao'),
        expect: ok({ body: { userId: id('secretaria') } }),
      },
      { as: 'anon', request: loginRequest(P.secretaria.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) },
    ],
  },
  {
    name: 'editUsuario: without a password the old one keeps working; a new login signs in',
    as: 'secretaria',
    request: edit('professor', editJson('professor', { cp_login: 'marcos.rocha', cp_email: 'marcos.rocha@example.com' })),
    expect: ok(),
    then: [
      { as: 'anon', request: loginRequest('marcos.rocha', PASSWORD), expect: ok({ body: { userId: id('professor') } }) },
      { as: 'anon', request: loginRequest(P.professor.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) },
    ],
  },
  {
    name: 'editUsuario: the gestor may edit himself here',
    as: 'gestor',
    request: edit('gestor', editJson('gestor', { cp_nome: 'Ricardo A. Prado' })),
    expect: ok({ body: { msg: M.userEdited } }),
  },
  ...(['diretor', 'secretaria'] as const).map((who): Scenario => ({
    name: `editUsuario: ${who} edits their own data in Meu Perfil, not here`,
    as: who,
    request: edit(who, editJson(who, { cp_nome: 'Outro Nome' })),
    expect: error(403, M.editSelfInProfile),
    then: [unchanged(who, who)],
  })),
  {
    name: 'editUsuario: a Secretária cannot edit a director',
    as: 'secretaria',
    request: edit('diretor', editJson('diretor', { cp_nome: 'Outro Nome' })),
    expect: error(403, M.typeNotAllowed),
    then: [unchanged('diretor', 'diretor')],
  },
  {
    name: 'editUsuario: a Secretária cannot promote a student to director',
    as: 'secretaria',
    request: edit('aluno', editJson('aluno', { cp_tipo_user: 2 })),
    expect: error(403, M.typeNotAllowed),
    then: [unchanged('secretaria', 'aluno')],
  },
  {
    name: 'editUsuario: a Diretor cannot move a student to another school',
    as: 'diretor',
    request: edit('alunoB', editJson('alunoB', { cp_escola_id: 2 })),
    expect: error(403, M.otherSchool),
    then: [unchanged('diretor', 'alunoB')],
  },
  {
    name: 'editUsuario: someone of another school does not exist for a Diretor',
    as: 'diretor',
    request: edit('aluno2', editJson('aluno2', { cp_nome: 'X' })),
    expect: error(404, M.userNotFound),
    then: [unchanged('diretor2', 'aluno2')],
  },
  {
    name: 'editUsuario: a teacher cannot reach a student',
    as: 'professor',
    request: edit('aluno', editJson('aluno', { cp_nome: 'X' })),
    expect: error(404, M.userNotFound),
    then: [unchanged('secretaria', 'aluno')],
  },
  {
    name: 'editUsuario: a student cannot reach another student',
    as: 'aluno',
    request: edit('alunoB', editJson('alunoB', { cp_nome: 'X' })),
    expect: error(404, M.userNotFound),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `editUsuario: ${who} edits their own data in Meu Perfil, not here`,
    as: who,
    request: edit(who, editJson(who, { cp_nome: 'Outro Nome' })),
    expect: error(403, M.editSelfInProfile),
    then: [unchanged('gestor', who)],
  })),
  {
    name: 'editUsuario: a deleted person',
    as: 'gestor',
    request: edit('excluido', editJson('excluido')),
    expect: error(404, M.userNotFound),
  },
  {
    name: 'editUsuario: an unknown id',
    as: 'gestor',
    request: edit(NO_SUCH_ID, editJson('aluno')),
    expect: error(404, M.userNotFound),
  },
  {
    name: "editUsuario: another person's login is taken",
    as: 'gestor',
    request: edit('aluno', editJson('aluno', { cp_nome: 'Não Salvo', cp_login: 'Professor' })),
    expect: error(409, M.userTaken),
    then: [unchanged('gestor', 'aluno'), stillSignsIn('aluno')],
  },
  {
    name: "editUsuario: another person's CPF is taken (the password is not changed either)",
    as: 'secretaria',
    request: edit('alunoB', editJson('alunoB', { cp_cpf: P.aluno2.cp_cpf, cp_password: 'nao-pode-valer' })),
    expect: error(409, M.userTaken),
    then: [stillSignsIn('alunoB')],
  },
  {
    name: "editUsuario: a deleted person's e-mail is taken",
    as: 'diretor',
    request: edit('professor', editJson('professor', { cp_email: P.excluido.cp_email })),
    expect: error(409, M.userTaken),
  },
  {
    name: 'editUsuario: a school that does not exist',
    as: 'gestor',
    request: edit('aluno', editJson('aluno', { cp_escola_id: NO_SUCH_ID })),
    expect: error(400, M.schoolMissing),
    then: [unchanged('gestor', 'aluno')],
  },
  {
    name: 'editUsuario: invalid CPF check digits',
    as: 'gestor',
    request: edit('aluno', editJson('aluno', { cp_cpf: badDigits(P.aluno.cp_cpf) })),
    expect: error(400, 'CPF inválido: verifique os dígitos.'),
  },
  {
    name: 'editUsuario: a missing name',
    as: 'gestor',
    request: edit('aluno', { ...editJson('aluno'), cp_nome: undefined }),
    expect: error(400, firstMessage(UsuarioEdit, { ...editJson('aluno'), cp_nome: undefined })),
  },
  {
    name: 'editUsuario: a short password',
    as: 'gestor',
    request: edit('aluno', editJson('aluno', { cp_password: '123' })),
    expect: error(400, 'A senha deve ter ao menos 6 caracteres.'),
  },
  { name: 'editUsuario: a non-numeric id', as: 'gestor', request: edit(0, editJson('aluno')), expect: error(400, M.invalidId) },
  ...callerDenials('editUsuario', edit('aluno', editJson('aluno', { cp_nome: 'Intrusa' })), [unchanged('gestor', 'aluno')]),
];

// ---------------------------------------------------------------------------
// DELETE /delete-user/:id
// ---------------------------------------------------------------------------

const deleteScenarios: Scenario[] = [
  {
    name: 'deleteUsuario: a Diretor deletes a student: gone from lists and class, cannot sign in, their open session ends',
    as: 'anon',
    request: loginRequest(P.aluno.cp_login, PASSWORD),
    expect: ok(),
    then: [
      { as: { tokenOf: 0 }, request: get(`/users/${id('aluno')}`), expect: ok() },
      { as: 'diretor', request: del(`/delete-user/${id('aluno')}`), expect: ok({ body: { msg: M.userDeleted } }) },
      { as: { tokenOf: 0 }, request: get(`/users/${id('aluno')}`), expect: error(401, M.sessionExpired) },
      // Both backends check the token, then the request, then the live account:
      // a malformed request with the old token is a 400, a well-formed one a 401.
      {
        as: { tokenOf: 0 },
        request: { method: 'PUT', path: `/update-profile/${id('aluno')}`, json: { cp_nome: '' } },
        expect: { status: 400 },
      },
      {
        as: { tokenOf: 0 },
        request: {
          method: 'PUT',
          path: `/update-profile/${id('aluno')}`,
          json: { cp_nome: 'Fantasma', cp_email: 'fantasma@exemplo.com.br', cp_login: 'fantasma' },
        },
        expect: error(401, M.sessionExpired),
      },
      { as: 'anon', request: loginRequest(P.aluno.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) },
      { as: 'diretor', request: get(`/users/${id('aluno')}`), expect: error(404, M.userNotFound) },
      { as: 'diretor', request: get('/users'), expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('aluno')) }) },
      {
        as: 'diretor',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({ check: (a) => expect(bodyOf<{ cp_tr_alunos: number[] }>(a).cp_tr_alunos).not.toContain(id('aluno')) }),
      },
      {
        as: 'diretor',
        request: get('/escola/alunos/1'),
        expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('aluno')) }),
      },
      // Deleting again: they no longer exist.
      { as: 'diretor', request: del(`/delete-user/${id('aluno')}`), expect: error(404, M.userNotFound) },
    ],
  },
  {
    name: 'deleteUsuario: the gestor deletes a secretary of another school',
    as: 'gestor',
    request: del(`/delete-user/${id('secretaria2')}`),
    expect: ok({ body: { msg: M.userDeleted } }),
    then: [{ as: 'anon', request: loginRequest(P.secretaria2.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) }],
  },
  ...(['gestor', 'diretor', 'secretaria'] as const).map((who): Scenario => ({
    name: `deleteUsuario: ${who} cannot delete themself`,
    as: who,
    request: del(`/delete-user/${id(who)}`),
    expect: error(409, M.cannotDeleteSelf),
    then: [stillSignsIn(who)],
  })),
  {
    name: 'deleteUsuario: a teacher who still teaches a class',
    as: 'gestor',
    request: del(`/delete-user/${id('professorB')}`),
    expect: error(409, M.teacherHasClasses),
    then: [stillSignsIn('professorB')],
  },
  {
    name: 'deleteUsuario: a Secretária cannot delete a director',
    as: 'secretaria',
    request: del(`/delete-user/${id('diretor')}`),
    expect: { status: 403 },
    then: [stillSignsIn('diretor')],
  },
  {
    name: 'deleteUsuario: someone of another school does not exist for a Secretária',
    as: 'secretaria',
    request: del(`/delete-user/${id('aluno2')}`),
    expect: error(404, M.userNotFound),
    then: [stillSignsIn('aluno2')],
  },
  {
    name: 'deleteUsuario: a teacher cannot reach a student',
    as: 'professor',
    request: del(`/delete-user/${id('aluno')}`),
    expect: error(404, M.userNotFound),
    then: [stillSignsIn('aluno')],
  },
  {
    name: 'deleteUsuario: a student cannot reach another student',
    as: 'aluno',
    request: del(`/delete-user/${id('alunoB')}`),
    expect: error(404, M.userNotFound),
  },
  {
    name: 'deleteUsuario: a deleted person',
    as: 'gestor',
    request: del(`/delete-user/${id('excluido')}`),
    expect: error(404, M.userNotFound),
  },
  {
    name: 'deleteUsuario: an unknown id',
    as: 'gestor',
    request: del(`/delete-user/${NO_SUCH_ID}`),
    expect: error(404, M.userNotFound),
  },
  { name: 'deleteUsuario: a non-numeric id', as: 'gestor', request: del('/delete-user/abc'), expect: error(400, M.invalidId) },
  ...callerDenials('deleteUsuario', del(`/delete-user/${id('aluno')}`), [stillSignsIn('aluno')]),
];

// ---------------------------------------------------------------------------
// GET /users-escolas?cp_tipo_user=2 and GET /users-professores
// ---------------------------------------------------------------------------

const PersonRefs = z.array(PersonRef.strict());

const pickerScenarios: Scenario[] = [
  ...(['gestor', 'diretor', 'diretor2'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} gets the live directors of every school, by name`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: ok({ schema: PersonRefs, body: refs((u) => u.cp_tipo_user === 2) }),
  })),
  ...(['secretaria', 'secretaria2'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} gets the directors of their own school`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: ok({
      schema: PersonRefs,
      check: (a) => expect(rowsOf(a)).toEqual(refs((u) => u.cp_tipo_user === 2 && u.cp_escola_id === P[who].cp_escola_id)),
    }),
  })),
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} may not list directors`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listDiretores: only directors (cp_tipo_user=4)',
    as: 'gestor',
    request: get('/users-escolas?cp_tipo_user=4'),
    expect: error(400, M.onlyDirectors),
  },
  {
    name: 'listDiretores: an unknown type',
    as: 'gestor',
    request: get('/users-escolas?cp_tipo_user=9'),
    expect: error(400, 'Tipo de usuário inválido.'),
  },
  {
    name: 'listDiretores: a newly registered director appears',
    as: 'gestor',
    request: register(person(6, 2, 3, 'Diretora Nova Três')),
    expect: ok({ body: { exists: false } }),
    then: [
      {
        as: 'diretor',
        request: get('/users-escolas?cp_tipo_user=2'),
        expect: ok({ check: (a, [reg]) => expect(idsOf(a)).toContain(registered(reg!)) }),
      },
    ],
  },
  ...callerDenials('listDiretores', get('/users-escolas?cp_tipo_user=2')),

  {
    name: 'listProfessores: the gestor gets every live teacher, by name',
    as: 'gestor',
    request: get('/users-professores'),
    expect: ok({ schema: PersonRefs, body: refs((u) => u.cp_tipo_user === 4) }),
  },
  {
    name: 'listProfessores: the gestor filters by school',
    as: 'gestor',
    request: get('/users-professores?escolaId=2'),
    expect: ok({ body: refs((u) => u.cp_tipo_user === 4 && u.cp_escola_id === 2) }),
  },
  ...(['diretor', 'secretaria', 'diretor2'] as const).map((who): Scenario => ({
    name: `listProfessores: ${who} gets the teachers of their own school`,
    as: who,
    request: get('/users-professores'),
    expect: ok({
      check: (a) => expect(rowsOf(a)).toEqual(refs((u) => u.cp_tipo_user === 4 && u.cp_escola_id === P[who].cp_escola_id)),
    }),
  })),
  {
    name: 'listProfessores: another school is empty for a Diretor',
    as: 'diretor',
    request: get('/users-professores?escolaId=2'),
    expect: ok({ body: [] }),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listProfessores: ${who} may not list teachers`,
    as: who,
    request: get('/users-professores'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listProfessores: a deleted teacher is not listed',
    as: 'gestor',
    request: get('/users-professores?escolaId=1'),
    expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('excluido')) }),
  },
  ...callerDenials('listProfessores', get('/users-professores')),
];

export const USER_SCENARIOS: readonly Scenario[] = [
  ...listUsersScenarios,
  ...registerScenarios,
  ...editScenarios,
  ...deleteScenarios,
  ...pickerScenarios,
];

export const USER_ENDPOINTS = [
  'listUsuarios',
  'registerUsuario',
  'editUsuario',
  'deleteUsuario',
  'listDiretores',
  'listProfessores',
] as const;

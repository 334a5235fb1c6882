/** PUT /edit-user/:id: who edits whom; a refusal changes nothing. */
import { UsuarioEdit } from '../../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID, P, PASSWORD } from '../people.ts';
import type { Scenario } from '../scenario.ts';
import { callerDenials, error, firstMessage, get, id, loginRequest, M, ok } from '../scenarios-kit.ts';
import { badDigits, edit, editJson, stillSignsIn, unchanged } from './kit.ts';

// ---------------------------------------------------------------------------
// PUT /edit-user/:id
// ---------------------------------------------------------------------------

export const editScenarios: Scenario[] = [
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
    name: "editUsuario: another person's login is taken: the 409 names the login",
    as: 'gestor',
    request: edit('aluno', editJson('aluno', { cp_nome: 'Não Salvo', cp_login: 'Professor' })),
    expect: error(409, M.loginTaken),
    then: [unchanged('gestor', 'aluno'), stillSignsIn('aluno')],
  },
  {
    name: "editUsuario: another person's CPF is taken: the 409 names the CPF (the password is not changed either)",
    as: 'secretaria',
    request: edit('alunoB', editJson('alunoB', { cp_cpf: P.aluno2.cp_cpf, cp_password: 'nao-pode-valer' })),
    expect: error(409, M.cpfTaken),
    then: [stillSignsIn('alunoB')],
  },
  {
    name: "editUsuario: a deleted person's e-mail is taken: the 409 names the e-mail",
    as: 'diretor',
    request: edit('professor', editJson('professor', { cp_email: P.excluido.cp_email })),
    expect: error(409, M.emailTaken),
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

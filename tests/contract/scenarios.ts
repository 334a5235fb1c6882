/**
 * The contract scenarios: written once, played against every backend
 * (tests/contract/contract-suite.ts). Each endpoint implemented so far is
 * covered for every role, with the denials: another school, another person,
 * no token, a bad or forged token, invalid bodies, wrong file types and sizes.
 *
 * Expected values come from the seed both backends load (./people.ts).
 * Messages are the contract's Portuguese answers.
 */
import {
  BirthdayResponse,
  LOGIN_MSG,
  ProfileUpdate,
  LoginResponse,
  Usuario,
} from '../../supabase/functions/_shared/contract/index.ts';
import { expect } from 'vitest';
import { NO_SUCH_ID, P, PASSWORD, stableFields, type PersonKey } from './people.ts';
import type { Answer, Actor, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';
import { firstMessage } from './scenarios-kit.ts';
import { ACCESS_SCENARIOS } from './scenarios-access.ts';
import { FILE_ENDPOINTS, FILE_SCENARIOS } from './scenarios-arquivos.ts';
import { CURSO_ENDPOINTS, CURSO_SCENARIOS } from './scenarios-cursos.ts';
import { LIMIT_SCENARIOS } from './scenarios-limites.ts';
import { IDEMPOTENCY_SCENARIOS } from './scenarios-idempotencia.ts';
import { THROTTLE_SCENARIOS } from './scenarios-throttle.ts';
import { EXPORT_SCENARIOS } from './scenarios-exportar.ts';
import { MATERIAL_ENDPOINTS, MATERIAL_SCENARIOS } from './scenarios-materiais.ts';
import { SALA_ENDPOINTS, SALA_SCENARIOS } from './scenarios-sala-de-aula.ts';
import { AGENDA_ENDPOINTS, AGENDA_SCENARIOS } from './scenarios-agenda.ts';
import { AVALIACAO_ENDPOINTS, AVALIACAO_SCENARIOS } from './scenarios-avaliacoes.ts';
import { CERT_ENDPOINTS, CERT_SCENARIOS } from './scenarios-certificados.ts';
import { SESSION_ENDPOINTS, SESSION_SCENARIOS } from './scenarios-sessao.ts';
import { MATRICULA_ENDPOINTS, MATRICULA_SCENARIOS } from './scenarios-matriculas.ts';
import { FINANCEIRO_ENDPOINTS, FINANCEIRO_SCENARIOS } from './scenarios-financeiro.ts';
import { SCHOOL_ENDPOINTS, SCHOOL_SCENARIOS } from './scenarios-escolas.ts';
import { TURMA_ENDPOINTS, TURMA_SCENARIOS } from './scenarios-turmas.ts';
import { USER_ENDPOINTS, USER_SCENARIOS } from './scenarios-usuarios.ts';

export const MSG = {
  loggedIn: 'Usuário Logado com sucesso',
  wrongCredentials: 'Usuário ou senha incorretos',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  forbidden: 'Acesso negado.',
  userNotFound: 'Usuário não encontrado.',
  invalidId: 'Identificador inválido.',
  invalidJson: 'JSON inválido no corpo da requisição.',
  taken: 'Login ou e-mail já está em uso.',
  profileUpdated: 'Perfil atualizado com sucesso!',
  fileNotFound: 'Arquivo não encontrado.',
  notAForm: 'Envie os dados como formulário (multipart/form-data).',
} as const;

const ROLES = ['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const satisfies readonly PersonKey[];

const get = (path: string): RequestSpec => ({ method: 'GET', path });
const ok = (extra: Omit<Expectation, 'status'> = {}): Expectation => ({ status: 200, ...extra });
const error = (status: number, msg: string): Expectation => ({ status, msg });

const id = (who: PersonKey) => P[who].cp_id;

// ---------------------------------------------------------------------------
// POST /login
// ---------------------------------------------------------------------------

const loginAs = (login: string, password: string = PASSWORD): RequestSpec => ({
  method: 'POST',
  path: '/login',
  json: { login, password },
});

function sessionOf(who: PersonKey) {
  const u = P[who];
  return {
    msg: MSG.loggedIn,
    userType: u.cp_tipo_user,
    userName: u.cp_nome,
    userId: u.cp_id,
    userProfilePhoto: null,
    schoolId: u.cp_escola_id,
    turmaID: u.cp_turma_id,
  };
}

const loginScenarios: Scenario[] = [
  ...([...ROLES, 'diretor2', 'aluno2'] as const).map((who): Scenario => ({
    name: `login: ${who} signs in and gets the session fields and a token`,
    as: 'anon',
    request: loginAs(P[who].cp_login),
    expect: ok({
      schema: LoginResponse,
      body: sessionOf(who),
      check: (a) => expect((a.body as { token: string }).token.length).toBeGreaterThan(20),
    }),
    // The token works at once.
    then: [{ as: who, request: get(`/users/${id(who)}`), expect: ok({ body: { cp_id: id(who) } }) }],
  })),
  {
    name: 'login: the login name ignores case and surrounding spaces',
    as: 'anon',
    request: loginAs('  GeStOr '),
    expect: ok({ body: sessionOf('gestor') }),
  },
  { name: 'login: wrong password', as: 'anon', request: loginAs('gestor', 'senha124'), expect: error(401, MSG.wrongCredentials) },
  {
    name: 'login: the password is case-sensitive',
    as: 'anon',
    request: loginAs('gestor', PASSWORD.toUpperCase()),
    expect: error(401, MSG.wrongCredentials),
  },
  { name: 'login: unknown login', as: 'anon', request: loginAs('ninguem.aqui'), expect: error(401, MSG.wrongCredentials) },
  {
    name: 'login: a deleted person cannot sign in',
    as: 'anon',
    request: loginAs(P.excluido.cp_login),
    expect: error(401, MSG.wrongCredentials),
  },
  {
    name: 'login: the email is not a login name',
    as: 'anon',
    request: loginAs(P.gestor.cp_email),
    expect: error(401, MSG.wrongCredentials),
  },
  { name: 'login: empty strings', as: 'anon', request: loginAs('', ''), expect: error(401, MSG.wrongCredentials) },
  {
    name: 'login: missing password',
    as: 'anon',
    request: { method: 'POST', path: '/login', json: { login: 'gestor' } },
    expect: error(400, 'Campo obrigatório: password.'),
  },
  {
    name: 'login: empty body',
    as: 'anon',
    request: { method: 'POST', path: '/login' },
    expect: error(400, 'Campo obrigatório: login.'),
  },
  {
    name: 'login: malformed JSON',
    as: 'anon',
    request: { method: 'POST', path: '/login', text: '{"login":' },
    expect: error(400, MSG.invalidJson),
  },
  {
    name: 'login: a login that is not text',
    as: 'anon',
    request: { method: 'POST', path: '/login', json: { login: 5, password: 'x' } },
    expect: error(400, 'login: Entrada inválida: esperava um texto, recebeu um número.'),
  },
  {
    name: 'login: a login longer than 255 characters',
    as: 'anon',
    request: loginAs('x'.repeat(256)),
    expect: error(400, 'login: Grande demais: esperava que o texto tivesse <= 255 caracteres.'),
  },
  {
    name: 'login: a JSON array instead of an object',
    as: 'anon',
    request: { method: 'POST', path: '/login', json: [] },
    expect: error(400, 'Entrada inválida: esperava um objeto, recebeu um vetor.'),
  },
  {
    name: 'login: GET is not a route',
    as: 'anon',
    request: get('/login'),
    expect: error(404, 'Rota não encontrada: GET /api/login.'),
  },
];

// ---------------------------------------------------------------------------
// Caller checks shared by every authenticated endpoint
// ---------------------------------------------------------------------------

function callerDenials(label: string, request: RequestSpec): Scenario[] {
  return [
    { name: `${label}: no token`, as: 'anon', request, expect: error(401, MSG.sessionExpired) },
    { name: `${label}: a bearer that is not a token`, as: 'garbageToken', request, expect: error(401, MSG.sessionExpired) },
    { name: `${label}: a forged token`, as: 'forgedToken', request, expect: error(401, MSG.sessionExpired) },
  ];
}

// ---------------------------------------------------------------------------
// Reading people: GET /users/:id and GET /aniversario/:userId
// ---------------------------------------------------------------------------

/** Who may read whom (ACCESS.usuarios.read: 1 all · 2,3 own school · 4,5 self). */
const READS: readonly (readonly [Actor & PersonKey, PersonKey, boolean])[] = [
  ['gestor', 'gestor', true],
  ['gestor', 'diretor2', true],
  ['gestor', 'aluno2', true],
  ['diretor', 'diretor', true],
  ['diretor', 'secretaria', true],
  ['diretor', 'gestor', true],
  ['diretor', 'aluno', true],
  ['diretor', 'diretor2', false],
  ['diretor', 'aluno2', false],
  ['secretaria', 'secretaria', true],
  ['secretaria', 'professor', true],
  ['secretaria', 'alunoB', true],
  ['secretaria', 'secretaria2', false],
  ['secretaria', 'aluno2', false],
  ['professor', 'professor', true],
  ['professor', 'aluno', false],
  ['professor', 'professorB', false],
  ['professor', 'diretor', false],
  ['aluno', 'aluno', true],
  ['aluno', 'alunoB', false],
  ['aluno', 'professor', false],
  ['diretor2', 'diretor2', true],
  ['diretor2', 'aluno2', true],
  ['diretor2', 'aluno', false],
];

const userScenarios: Scenario[] = [
  ...READS.map(([who, target, allowed]): Scenario => ({
    name: `getUsuario: ${who} ${allowed ? 'reads' : 'cannot see'} ${target}`,
    as: who,
    request: get(`/users/${id(target)}`),
    expect: allowed
      ? ok({ schema: Usuario, body: { ...stableFields(P[target]), cp_foto_perfil: null } })
      : error(404, MSG.userNotFound),
  })),
  {
    name: 'getUsuario: a deleted person does not exist',
    as: 'gestor',
    request: get(`/users/${id('excluido')}`),
    expect: error(404, MSG.userNotFound),
  },
  { name: 'getUsuario: an unknown id', as: 'gestor', request: get(`/users/${NO_SUCH_ID}`), expect: error(404, MSG.userNotFound) },
  { name: 'getUsuario: a non-numeric id', as: 'gestor', request: get('/users/abc'), expect: error(400, MSG.invalidId) },
  { name: 'getUsuario: id 0', as: 'diretor', request: get('/users/0'), expect: error(400, MSG.invalidId) },
  ...callerDenials('getUsuario', get(`/users/${id('gestor')}`)),
];

const birthdayScenarios: Scenario[] = [
  ...READS.map(([who, target, allowed]): Scenario => ({
    name: `birthday: ${who} ${allowed ? 'reads' : 'cannot see'} the birthday of ${target}`,
    as: who,
    request: get(`/aniversario/${id(target)}`),
    expect: allowed ? ok({ schema: BirthdayResponse }) : error(404, MSG.userNotFound),
    // Same date as the person's record on this backend.
    ...(allowed
      ? {
          then: [
            {
              as: who,
              request: get(`/users/${id(target)}`),
              expect: ok({
                check: (a: Answer, [birthday]: readonly Answer[]) =>
                  expect((a.body as Usuario).cp_datanascimento).toBe(
                    (birthday!.body as { cp_datanascimento: string }).cp_datanascimento,
                  ),
              }),
            },
          ],
        }
      : {}),
  })),
  {
    name: 'birthday: a deleted person',
    as: 'gestor',
    request: get(`/aniversario/${id('excluido')}`),
    expect: error(404, MSG.userNotFound),
  },
  {
    name: 'birthday: an unknown id',
    as: 'secretaria',
    request: get(`/aniversario/${NO_SUCH_ID}`),
    expect: error(404, MSG.userNotFound),
  },
  { name: 'birthday: a non-numeric id', as: 'aluno', request: get('/aniversario/eu'), expect: error(400, MSG.invalidId) },
  ...callerDenials('birthday', get(`/aniversario/${id('aluno')}`)),
];

// ---------------------------------------------------------------------------
// PUT /update-profile/:userId
// ---------------------------------------------------------------------------

const profileBody = (who: PersonKey, changes: Record<string, unknown> = {}) => ({
  cp_nome: P[who].cp_nome,
  cp_email: P[who].cp_email,
  cp_login: P[who].cp_login,
  ...changes,
});

const updateProfile = (target: PersonKey | number | string, json: unknown): RequestSpec => ({
  method: 'PUT',
  path: `/update-profile/${typeof target === 'string' && target in P ? id(target as PersonKey) : target}`,
  json,
});

/** The person's record still has its seeded name, email and login. */
const unchanged = (reader: PersonKey, who: PersonKey): Step => ({
  as: reader,
  request: get(`/users/${id(who)}`),
  expect: ok({ body: { cp_nome: P[who].cp_nome, cp_email: P[who].cp_email, cp_login: P[who].cp_login } }),
});

const profileScenarios: Scenario[] = [
  ...ROLES.map((who): Scenario => ({
    name: `updateProfile: ${who} renames themself`,
    as: who,
    request: updateProfile(who, profileBody(who, { cp_nome: `${P[who].cp_nome} Editado` })),
    expect: ok({ body: { msg: MSG.profileUpdated } }),
    then: [
      {
        as: who,
        request: get(`/users/${id(who)}`),
        expect: ok({ body: { cp_nome: `${P[who].cp_nome} Editado`, cp_login: P[who].cp_login } }),
      },
      // The session shows the new name at the next login.
      { as: 'anon', request: loginAs(P[who].cp_login), expect: ok({ body: { userName: `${P[who].cp_nome} Editado` } }) },
    ],
  })),
  {
    name: "updateProfile: saving one's own unchanged data is not a conflict",
    as: 'secretaria',
    request: updateProfile('secretaria', profileBody('secretaria')),
    expect: ok({ body: { msg: MSG.profileUpdated } }),
  },
  {
    name: 'updateProfile: a new password replaces the old one',
    as: 'professor',
    request: updateProfile('professor', profileBody('professor', { cp_password: 'nova-senha-1' })),
    expect: ok({ body: { msg: MSG.profileUpdated } }),
    then: [
      { as: 'anon', request: loginAs('professor', 'nova-senha-1'), expect: ok({ body: sessionOf('professor') }) },
      { as: 'anon', request: loginAs('professor', PASSWORD), expect: error(401, MSG.wrongCredentials) },
    ],
  },
  {
    name: 'updateProfile: a new login name signs in; the old one no longer does',
    as: 'aluno',
    request: updateProfile('aluno', profileBody('aluno', { cp_login: 'bia.nova' })),
    expect: ok(),
    then: [
      { as: 'anon', request: loginAs('bia.nova'), expect: ok({ body: { userId: id('aluno') } }) },
      { as: 'anon', request: loginAs('aluno'), expect: error(401, MSG.wrongCredentials) },
    ],
  },
  {
    name: 'updateProfile: a new email keeps the login working (account and profile change together)',
    as: 'diretor',
    request: updateProfile(
      'diretor',
      profileBody('diretor', { cp_email: 'helena.nova@example.com', cp_password: 'outra-senha' }),
    ),
    expect: ok(),
    then: [
      {
        as: { login: 'diretor', password: 'outra-senha' },
        request: get(`/users/${id('diretor')}`),
        expect: ok({ body: { cp_email: 'helena.nova@example.com' } }),
      },
    ],
  },
  {
    name: "updateProfile: the Gestor cannot edit someone else's profile",
    as: 'gestor',
    request: updateProfile('diretor', profileBody('diretor', { cp_nome: 'Outro Nome' })),
    expect: error(403, MSG.forbidden),
    then: [unchanged('gestor', 'diretor')],
  },
  {
    name: 'updateProfile: a Diretor cannot edit a colleague of the same school',
    as: 'diretor',
    request: updateProfile('secretaria', profileBody('secretaria', { cp_password: 'tomada123' })),
    expect: error(403, MSG.forbidden),
    then: [unchanged('diretor', 'secretaria'), { as: 'secretaria', request: get(`/users/${id('secretaria')}`), expect: ok() }],
  },
  {
    name: 'updateProfile: a Secretária cannot edit a student',
    as: 'secretaria',
    request: updateProfile('aluno', profileBody('aluno', { cp_nome: 'X' })),
    expect: error(403, MSG.forbidden),
    then: [unchanged('secretaria', 'aluno')],
  },
  {
    name: 'updateProfile: someone of another school does not exist for a Diretor',
    as: 'diretor',
    request: updateProfile('diretor2', profileBody('diretor2', { cp_nome: 'X' })),
    expect: error(404, MSG.userNotFound),
    then: [unchanged('diretor2', 'diretor2')],
  },
  {
    name: "updateProfile: a student cannot see their teacher's profile",
    as: 'aluno',
    request: updateProfile('professor', profileBody('professor', { cp_nome: 'X' })),
    expect: error(404, MSG.userNotFound),
    then: [unchanged('professor', 'professor')],
  },
  {
    name: 'updateProfile: a teacher cannot see another teacher',
    as: 'professor',
    request: updateProfile('professorB', profileBody('professorB', { cp_nome: 'X' })),
    expect: error(404, MSG.userNotFound),
  },
  {
    name: 'updateProfile: a deleted person',
    as: 'gestor',
    request: updateProfile('excluido', profileBody('excluido')),
    expect: error(404, MSG.userNotFound),
  },
  {
    name: "updateProfile: another person's login is taken",
    as: 'aluno',
    request: updateProfile('aluno', profileBody('aluno', { cp_nome: 'Não Salvo', cp_login: 'gestor' })),
    expect: error(409, MSG.taken),
    then: [unchanged('aluno', 'aluno'), { as: 'anon', request: loginAs('aluno'), expect: ok() }],
  },
  {
    name: 'updateProfile: logins are taken regardless of case',
    as: 'professor',
    request: updateProfile('professor', profileBody('professor', { cp_login: 'SecretariA' })),
    expect: error(409, MSG.taken),
  },
  {
    name: 'updateProfile: someone else in another school has that login',
    as: 'secretaria',
    request: updateProfile('secretaria', profileBody('secretaria', { cp_login: P.diretor2.cp_login })),
    expect: error(409, MSG.taken),
  },
  {
    name: "updateProfile: another person's email is taken (password unchanged too)",
    as: 'gestor',
    request: updateProfile('gestor', profileBody('gestor', { cp_email: P.aluno2.cp_email, cp_password: 'nao-pode-valer' })),
    expect: error(409, MSG.taken),
    then: [unchanged('gestor', 'gestor'), { as: 'anon', request: loginAs('gestor'), expect: ok() }],
  },
  {
    name: "updateProfile: a deleted person's email stays taken",
    as: 'diretor',
    request: updateProfile('diretor', profileBody('diretor', { cp_email: P.excluido.cp_email })),
    expect: error(409, MSG.taken),
  },
  {
    name: 'updateProfile: name is required',
    as: 'gestor',
    request: updateProfile('gestor', profileBody('gestor', { cp_nome: '   ' })),
    expect: error(400, 'Nome é obrigatório.'),
    then: [unchanged('gestor', 'gestor')],
  },
  {
    name: 'updateProfile: empty body',
    as: 'aluno',
    request: updateProfile('aluno', {}),
    expect: error(400, 'Nome é obrigatório.'),
  },
  {
    name: 'updateProfile: invalid email',
    as: 'aluno',
    request: updateProfile('aluno', profileBody('aluno', { cp_email: 'sem-arroba' })),
    expect: error(400, 'E-mail inválido.'),
  },
  {
    name: 'updateProfile: a login with spaces',
    as: 'professor',
    request: updateProfile('professor', profileBody('professor', { cp_login: 'prof novo' })),
    expect: error(400, LOGIN_MSG),
  },
  {
    name: 'updateProfile: a login with a look-alike letter (a Cyrillic е) or an invisible character',
    as: 'professor',
    request: updateProfile('professor', profileBody('professor', { cp_login: 'prof\u0435ssor' })),
    expect: error(400, LOGIN_MSG),
    then: [
      {
        as: 'professor',
        request: updateProfile('professor', profileBody('professor', { cp_login: 'prof\u202essor' })),
        expect: error(400, LOGIN_MSG),
      },
      { as: 'anon', request: loginAs(P.professor.cp_login), expect: ok() },
    ],
  },
  {
    name: 'updateProfile: a login in capitals is stored folded (signing in ignores case as before)',
    as: 'professor',
    request: updateProfile('professor', profileBody('professor', { cp_login: 'Prof.Novo' })),
    expect: ok(),
    then: [{ as: 'anon', request: loginAs('prof.novo'), expect: ok() }],
  },
  {
    name: 'updateProfile: a password longer than 72 bytes is refused (bcrypt would cut it silently)',
    as: 'diretor',
    request: updateProfile('diretor', profileBody('diretor', { cp_password: 'é'.repeat(37) })),
    expect: error(400, firstMessage(ProfileUpdate, { ...profileBody('diretor'), cp_password: 'é'.repeat(37) })),
    then: [
      { as: 'diretor', request: updateProfile('diretor', profileBody('diretor', { cp_password: 'é'.repeat(36) })), expect: ok() },
    ],
  },
  {
    name: 'updateProfile: a password shorter than 6 characters',
    as: 'diretor',
    request: updateProfile('diretor', profileBody('diretor', { cp_password: '12345' })),
    expect: error(400, 'A senha deve ter ao menos 6 caracteres.'),
    then: [{ as: 'anon', request: loginAs('diretor'), expect: ok() }],
  },
  {
    name: 'updateProfile: malformed JSON',
    as: 'gestor',
    request: { method: 'PUT', path: `/update-profile/${id('gestor')}`, text: '{' },
    expect: error(400, MSG.invalidJson),
  },
  {
    name: 'updateProfile: a non-numeric id',
    as: 'gestor',
    request: updateProfile('me', profileBody('gestor')),
    expect: error(400, MSG.invalidId),
  },
  ...callerDenials('updateProfile', updateProfile('aluno', profileBody('aluno', { cp_nome: 'Intrusa' }))).map((s): Scenario => ({
    ...s,
    then: [unchanged('aluno', 'aluno')],
  })),
];

export const SCENARIOS: readonly Scenario[] = [
  ...loginScenarios,
  ...userScenarios,
  ...birthdayScenarios,
  ...profileScenarios,
  ...FILE_SCENARIOS,
  ...CURSO_SCENARIOS,
  ...MATERIAL_SCENARIOS,
  ...SALA_SCENARIOS,
  ...AGENDA_SCENARIOS,
  ...CERT_SCENARIOS,
  ...AVALIACAO_SCENARIOS,
  ...USER_SCENARIOS,
  ...SCHOOL_SCENARIOS,
  ...TURMA_SCENARIOS,
  ...MATRICULA_SCENARIOS,
  ...FINANCEIRO_SCENARIOS,
  ...SESSION_SCENARIOS,
  ...ACCESS_SCENARIOS,
  ...LIMIT_SCENARIOS,
  ...IDEMPOTENCY_SCENARIOS,
  ...THROTTLE_SCENARIOS,
  ...EXPORT_SCENARIOS,
];

/** The endpoints the scenarios cover (checked against both backends' implemented routes). */
export const COVERED_ENDPOINTS = [
  'login',
  'getUsuario',
  'birthday',
  'updateProfile',
  ...FILE_ENDPOINTS,
  ...CURSO_ENDPOINTS,
  ...MATERIAL_ENDPOINTS,
  ...SALA_ENDPOINTS,
  ...AGENDA_ENDPOINTS,
  ...CERT_ENDPOINTS,
  ...AVALIACAO_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...SCHOOL_ENDPOINTS,
  ...TURMA_ENDPOINTS,
  ...MATRICULA_ENDPOINTS,
  ...FINANCEIRO_ENDPOINTS,
  ...SESSION_ENDPOINTS,
] as const;

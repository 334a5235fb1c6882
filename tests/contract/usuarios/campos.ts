/**
 * The clashing field named (docs/registration.md, "Users"; docs/decisions.md):
 * POST /register's 'Usuário já cadastrado' says which of the login, the e-mail
 * and the CPF someone already holds (`campos`), and PUT /edit-user/:id's 409
 * says it in its message. Each field named is one attempt of the caller's
 * THROTTLE.cadastro count, shared by both: naming a field tells no more per
 * count than `exists` did. An edit that keeps the person's own login, e-mail
 * and CPF asks nothing, and goes on while the count is locked.
 */
import { expect } from 'vitest';
import { RegisterResponse, THROTTLE, THROTTLE_MESSAGES } from '../../../supabase/functions/_shared/contract/index.ts';
import { P } from '../people.ts';
import type { Expectation, Scenario, Step } from '../scenario.ts';
import { error, M, ok } from '../scenarios-kit.ts';
import { edit, editJson, notRegistered, person, register, stillSignsIn, unchanged } from './kit.ts';

const refused = person(40, 5, 1);

const exists = (campos: readonly string[]): Expectation =>
  ok({ schema: RegisterResponse, check: (a) => expect(a.body).toEqual({ exists: true, msg: M.userExists, campos }) });

const locked: Expectation = {
  status: 429,
  check: (a) => {
    const wait = Number(a.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(a.body).toEqual({ msg: THROTTLE_MESSAGES.cadastro(wait) });
  },
};

/** Enough answers naming all three fields to reach the limit: ⌈perKey / 3⌉. */
const TRIPLES = Math.ceil(THROTTLE.cadastro.perKey / 3);

/** A registration by the secretary (a student of her school) with the Gestor's login, e-mail and CPF. */
const tripleProbe = (n: number) =>
  register({ ...person(41 + n, 5, 1), cp_login: P.gestor.cp_login, cp_email: P.gestor.cp_email, cp_cpf: P.gestor.cp_cpf });

/** The secretary's count locked by TRIPLES answers naming three fields each. */
const lockSecretary: Step[] = Array.from({ length: TRIPLES }, (_, i) => ({
  as: 'secretaria',
  request: tripleProbe(i),
  expect: exists(['cp_login', 'cp_email', 'cp_cpf']),
}));

export const camposScenarios: Scenario[] = [
  {
    name: "registerUsuario: 'Usuário já cadastrado' names the login in use (any case)",
    as: 'gestor',
    request: register({ ...refused, cp_login: P.professor.cp_login.toUpperCase() }),
    expect: exists(['cp_login']),
    then: [notRegistered(refused)],
  },
  {
    name: "registerUsuario: 'Usuário já cadastrado' names a deleted person's e-mail",
    as: 'diretor',
    request: register({ ...refused, cp_email: P.excluido.cp_email.toUpperCase() }),
    expect: exists(['cp_email']),
    then: [notRegistered(refused)],
  },
  {
    name: "registerUsuario: 'Usuário já cadastrado' names the CPF in use",
    as: 'secretaria',
    request: register({ ...refused, cp_cpf: P.aluno2.cp_cpf }),
    expect: exists(['cp_cpf']),
    then: [notRegistered(refused)],
  },
  {
    name: "registerUsuario: a login and an e-mail of two different people are both named, in the form's order",
    as: 'gestor',
    request: register({ ...refused, cp_email: P.diretor2.cp_email, cp_login: P.aluno.cp_login }),
    expect: exists(['cp_login', 'cp_email']),
    then: [notRegistered(refused)],
  },
  {
    name: `registerUsuario: each field named counts: after ${TRIPLES} answers naming three fields the caller gets 429, where single-field answers would still be answered`,
    ...lockSecretary[0]!,
    then: [
      ...lockSecretary.slice(1),
      { as: 'secretaria', request: register(refused), expect: locked },
      notRegistered(refused),
      // Another caller is not locked.
      { as: 'diretor', request: register({ ...refused, cp_cpf: P.aluno.cp_cpf }), expect: exists(['cp_cpf']) },
    ],
  },
  {
    name: 'editUsuario: a login and a CPF of two other people are both named in the 409, in order; nothing changes',
    as: 'diretor',
    request: edit('alunoB', editJson('alunoB', { cp_nome: 'Não Salvo', cp_cpf: P.aluno.cp_cpf, cp_login: P.professor.cp_login })),
    expect: error(409, `${M.loginTaken} ${M.cpfTaken}`),
    then: [unchanged('diretor', 'alunoB'), stillSignsIn('alunoB')],
  },
  {
    name: "editUsuario: a person's own login and e-mail in another case are theirs: no clash",
    as: 'secretaria',
    request: edit(
      'alunoB',
      editJson('alunoB', { cp_login: P.alunoB.cp_login.toUpperCase(), cp_email: P.alunoB.cp_email.toUpperCase() }),
    ),
    expect: ok({ body: { msg: M.userEdited } }),
    then: [stillSignsIn('alunoB')],
  },
  {
    name: "editUsuario: its 409s count with POST /register's: once the count is locked, a new login answers 429, while an edit keeping login, e-mail and CPF goes on",
    as: 'secretaria',
    request: edit(
      'alunoB',
      editJson('alunoB', { cp_login: P.gestor.cp_login, cp_email: P.gestor.cp_email, cp_cpf: P.gestor.cp_cpf }),
    ),
    expect: error(409, `${M.loginTaken} ${M.emailTaken} ${M.cpfTaken}`),
    then: [
      ...lockSecretary.slice(1),
      { as: 'secretaria', request: edit('alunoB', editJson('alunoB', { cp_login: 'um.login.livre' })), expect: locked },
      unchanged('secretaria', 'alunoB'),
      { as: 'secretaria', request: register(refused), expect: locked },
      // Not a probe: the same person's other fields.
      {
        as: 'secretaria',
        request: edit('alunoB', editJson('alunoB', { cp_descricao: 'Alterada durante o bloqueio.' })),
        expect: ok({ body: { msg: M.userEdited } }),
      },
    ],
  },
];

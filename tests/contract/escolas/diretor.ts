/**
 * POST /register-escola-diretor (docs/registration.md, "Schools"): a new
 * school and its new director in one pass — direção only (ACCESS.escolas
 * create), the director a Diretor of the new school, both or neither written;
 * a taken login, e-mail or CPF answers 'Usuário já cadastrado' naming the
 * fields, writes nothing and counts like POST /register's probes.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import {
  EscolaComDiretor,
  EscolaComDiretorResponse,
  Escola,
  LoginResponse,
  THROTTLE,
  THROTTLE_MESSAGES,
  Usuario,
} from '../../../supabase/functions/_shared/contract/index.ts';
import { P, PASSWORD } from '../people.ts';
import type { Answer, Expectation, RequestSpec, Scenario, Step } from '../scenario.ts';
import {
  bodyOf,
  callerDenials,
  error,
  exactlyIds,
  firstMessage,
  freshCpf,
  get,
  loginRequest,
  M,
  ok,
  post,
  put,
  totalOf,
} from '../scenarios-kit.ts';
import { badDigits, person, register } from '../usuarios/kit.ts';

/** The new director's least: what the school form's 'Cadastrar novo diretor' asks. */
export function novoDiretor(n: number, changes: Record<string, unknown> = {}) {
  return {
    cp_nome: `Diretora Nova ${n}`,
    cp_login: `diretora.nova${n}`,
    cp_email: `diretora.nova${n}@example.com`,
    cp_password: `senha-diretora-${n}`,
    cp_cpf: freshCpf(500 + n),
    cp_datanascimento: '1985-03-09',
    ...changes,
  };
}

/** A school's form without its responsável (the new director is), with a name no seeded school has. */
export function escolaNova(n: number, changes: Record<string, unknown> = {}) {
  return {
    cp_ec_nome: `Escola Nova Unidade ${n}`,
    cp_ec_data_cadastro: '2026-02-01',
    cp_ec_endereco_cidade: 'Joinville',
    cp_ec_endereco_bairro: 'América',
    cp_ec_endereco_estado: 'SC',
    cp_ec_endereco_rua: 'Rua Otto Boehm',
    cp_ec_endereco_numero: '48',
    cp_ec_descricao: 'Unidade aberta com a sua diretora.',
    ...changes,
  };
}

const registerBoth = (n: number, escola: Record<string, unknown> = {}, diretor: Record<string, unknown> = {}): RequestSpec =>
  post('/register-escola-diretor', { ...escolaNova(n, escola), diretor: novoDiretor(n, diretor) });

const schoolIdOf = (a: Answer) => bodyOf<EscolaComDiretorResponse>(a).cp_ec_id!;
/** The new director's id, from their sign-in (step 1 of a scenario that registered: directorSignsIn). */
const directorIdOf = (login: Answer) => bodyOf<LoginResponse>(login).userId;

/** The school by its name, as the Gestor lists it: `ids` the schools found (none when nothing was written). */
const schoolsNamed = (n: number, count: number): Step => ({
  as: 'gestor',
  request: get(`/escolas?q=${encodeURIComponent(escolaNova(n).cp_ec_nome)}`),
  expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(count)) }),
});

/** Nobody signs in as the new director: no account was left behind. */
const noDirector = (n: number, changes: Record<string, unknown> = {}): Step => {
  const d = novoDiretor(n, changes);
  return { as: 'anon', request: loginRequest(d.cp_login, d.cp_password), expect: error(401, M.wrongCredentials) };
};

const registered: Expectation = ok({
  schema: EscolaComDiretorResponse,
  body: { exists: false, msg: M.schoolRegistered },
  check: (a) => {
    expect(schoolIdOf(a)).toBeGreaterThan(3);
    expect(Object.keys(a.body as object).sort()).toEqual(['cp_ec_id', 'exists', 'msg']);
  },
});

const exists = (campos: readonly string[]): Expectation =>
  ok({
    schema: EscolaComDiretorResponse,
    check: (a) => expect(a.body).toEqual({ exists: true, msg: M.userExists, campos }),
  });

/** The new director signs in: a Diretor of the new school (the scenario's step 1). */
const directorSignsIn = (n: number): Step => ({
  as: 'anon',
  request: loginRequest(novoDiretor(n).cp_login, novoDiretor(n).cp_password),
  expect: ok({
    schema: LoginResponse,
    check: (a, [reg]) => {
      const session = bodyOf<LoginResponse>(a);
      expect(session).toMatchObject({ userType: 2, userName: novoDiretor(n).cp_nome, turmaID: null });
      expect(session.schoolId).toBe(schoolIdOf(reg!));
    },
  }),
});

const Usuarios = z.array(Usuario);

const asNewDirector = (n: number) => ({ login: novoDiretor(n).cp_login, password: novoDiretor(n).cp_password });

export const escolaDiretorScenarios: Scenario[] = [
  {
    name: 'registerEscolaDiretor: the gestor registers a school and its new director; the director signs in as its Diretor and edits it',
    as: 'gestor',
    request: registerBoth(1),
    expect: registered,
    then: [
      directorSignsIn(1),
      {
        as: 'gestor',
        request: ([reg]) => get(`/escolas/${schoolIdOf(reg!)}`),
        expect: ok({
          schema: Escola,
          body: { ...escolaNova(1), cp_ec_responsavel: novoDiretor(1).cp_nome, cp_ec_excluido: 0, cp_ec_pix_chave: null },
        }),
      },
      {
        as: 'gestor',
        request: ([reg]) => get(`/users?escolaId=${schoolIdOf(reg!)}`),
        expect: ok({
          check: (a, [reg, login]) => {
            exactlyIds([directorIdOf(login!)])(a);
            const { cp_password: _p, ...fields } = novoDiretor(1);
            expect(a.body).toMatchObject([{ ...fields, cp_tipo_user: 2, cp_escola_id: schoolIdOf(reg!), cp_rg: null }]);
          },
        }),
      },
      // The school is theirs to change (ACCESS.escolas write: the school they direct).
      {
        as: asNewDirector(1),
        request: ([reg]) =>
          put(`/edit-escola/${schoolIdOf(reg!)}`, {
            ...escolaNova(1, { cp_ec_descricao: 'Editada pela diretora.' }),
            cp_ec_responsavel: novoDiretor(1).cp_nome,
          }),
        expect: ok({ body: { msg: M.schoolUpdated } }),
      },
      // They appear among the directors the school form offers.
      {
        as: 'gestor',
        request: get('/users-escolas?cp_tipo_user=2'),
        expect: ok({
          check: (a, [, login]) =>
            expect(a.body).toContainEqual({ cp_id: directorIdOf(login!), cp_nome: novoDiretor(1).cp_nome }),
        }),
      },
    ],
  },
  {
    name: 'registerEscolaDiretor: a Diretor registers a school with its new director: the director is of the new school, which the registrar does not direct',
    as: 'diretor',
    request: registerBoth(2),
    expect: registered,
    then: [
      directorSignsIn(2),
      // The registrar's people are their own school's: the new director is not one of them.
      { as: 'diretor', request: ([, login]) => get(`/users/${directorIdOf(login!)}`), expect: error(404, M.userNotFound) },
      // Direção sees every school: the new one too, with its director as responsável.
      {
        as: 'diretor',
        request: ([reg]) => get(`/escolas/${schoolIdOf(reg!)}`),
        expect: ok({ body: { cp_ec_responsavel: novoDiretor(2).cp_nome } }),
      },
      // A school the registrar does not direct is not theirs to change (docs/decisions.md §50).
      {
        as: 'diretor',
        request: ([reg]) => put(`/edit-escola/${schoolIdOf(reg!)}`, { ...escolaNova(2), cp_ec_responsavel: P.diretor.cp_nome }),
        expect: error(403, M.forbidden),
      },
      // The new director reads their school's people: only themself.
      {
        as: asNewDirector(2),
        request: get('/users'),
        expect: ok({ schema: Usuarios, check: (a, [, login]) => exactlyIds([directorIdOf(login!)])(a) }),
      },
      // The registrar's own school keeps its people.
      {
        as: 'diretor',
        request: get(`/users?escolaId=${P.diretor.cp_escola_id}&q=${novoDiretor(2).cp_login}`),
        expect: ok({ body: [] }),
      },
    ],
  },
  {
    name: 'registerEscolaDiretor: the Diretor of school 2 registers one too',
    as: 'diretor2',
    request: registerBoth(3),
    expect: registered,
    then: [directorSignsIn(3)],
  },
  ...(['secretaria', 'secretaria2'] as const).map((who): Scenario => ({
    name: `registerEscolaDiretor: ${who} may not register schools: nothing is written`,
    as: who,
    request: registerBoth(4),
    expect: error(403, M.forbidden),
    then: [schoolsNamed(4, 0), noDirector(4)],
  })),
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `registerEscolaDiretor: ${who} may not register schools`,
    as: who,
    request: registerBoth(4),
    expect: error(403, M.forbidden),
    then: [schoolsNamed(4, 0), noDirector(4)],
  })),
  {
    name: "registerEscolaDiretor: a login in use (any case) answers 'Usuário já cadastrado' naming it; neither the school nor an account is written",
    as: 'gestor',
    request: registerBoth(5, {}, { cp_login: P.aluno.cp_login.toUpperCase() }),
    expect: exists(['cp_login']),
    then: [
      schoolsNamed(5, 0),
      // No account was kept for the e-mail: the same registration with a free login goes through.
      { as: 'gestor', request: registerBoth(5), expect: registered },
      schoolsNamed(5, 1),
    ],
  },
  {
    name: "registerEscolaDiretor: a deleted person's e-mail is still in use",
    as: 'diretor',
    request: registerBoth(6, {}, { cp_email: P.excluido.cp_email }),
    expect: exists(['cp_email']),
    then: [schoolsNamed(6, 0), noDirector(6)],
  },
  {
    name: 'registerEscolaDiretor: a CPF and a login in use are both named, in order',
    as: 'gestor',
    request: registerBoth(7, {}, { cp_cpf: P.professor.cp_cpf, cp_login: P.secretaria2.cp_login }),
    expect: exists(['cp_login', 'cp_cpf']),
    then: [schoolsNamed(7, 0), noDirector(7, { cp_login: 'ninguem.aqui' })],
  },
  {
    name: 'registerEscolaDiretor: all three in use: three fields named',
    as: 'diretor2',
    request: registerBoth(8, {}, { cp_login: P.gestor.cp_login, cp_email: P.gestor.cp_email, cp_cpf: P.gestor.cp_cpf }),
    expect: exists(['cp_login', 'cp_email', 'cp_cpf']),
    then: [schoolsNamed(8, 0), { as: 'anon', request: loginRequest(P.gestor.cp_login, PASSWORD), expect: ok() }],
  },
  {
    name: `registerEscolaDiretor: its 'Usuário já cadastrado' answers count with POST /register's, one per field: after ${Math.ceil(THROTTLE.cadastro.perKey / 3)} answers naming three fields the caller gets 429`,
    as: 'diretor',
    request: registerBoth(9, {}, { cp_login: P.gestor.cp_login, cp_email: P.gestor.cp_email, cp_cpf: P.gestor.cp_cpf }),
    expect: exists(['cp_login', 'cp_email', 'cp_cpf']),
    then: [
      ...Array.from({ length: Math.ceil(THROTTLE.cadastro.perKey / 3) - 1 }, (_, i): Step => ({
        as: 'diretor',
        request: registerBoth(10 + i, {}, { cp_login: P.aluno.cp_login, cp_email: P.aluno.cp_email, cp_cpf: P.aluno.cp_cpf }),
        expect: exists(['cp_login', 'cp_email', 'cp_cpf']),
      })),
      // Locked: nothing is looked up, here or on POST /register.
      {
        as: 'diretor',
        request: registerBoth(20),
        expect: {
          status: 429,
          check: (a) => expect(a.body).toEqual({ msg: THROTTLE_MESSAGES.cadastro(Number(a.headers.get('retry-after'))) }),
        },
      },
      { as: 'diretor', request: register(person(960, 5, 1)), expect: { status: 429 } },
      schoolsNamed(20, 0),
      noDirector(20),
    ],
  },
  {
    name: 'registerEscolaDiretor: the director is required',
    as: 'gestor',
    request: post('/register-escola-diretor', escolaNova(21)),
    expect: error(400, firstMessage(EscolaComDiretor, escolaNova(21))),
    then: [schoolsNamed(21, 0)],
  },
  {
    name: "registerEscolaDiretor: the director's CPF check digits",
    as: 'gestor',
    request: registerBoth(22, {}, { cp_cpf: badDigits(novoDiretor(22).cp_cpf) }),
    expect: error(400, 'CPF inválido: verifique os dígitos.'),
    then: [schoolsNamed(22, 0), noDirector(22)],
  },
  {
    name: "registerEscolaDiretor: the director's short password",
    as: 'gestor',
    request: registerBoth(23, {}, { cp_password: '12345' }),
    expect: error(400, 'A senha deve ter ao menos 6 caracteres.'),
    then: [schoolsNamed(23, 0)],
  },
  {
    name: "registerEscolaDiretor: the director's invalid e-mail",
    as: 'gestor',
    request: registerBoth(24, {}, { cp_email: 'sem-arroba' }),
    expect: error(400, 'E-mail inválido.'),
  },
  {
    name: "registerEscolaDiretor: the school's required fields (Cidade)",
    as: 'gestor',
    request: registerBoth(25, { cp_ec_endereco_cidade: '  ' }),
    expect: error(
      400,
      firstMessage(EscolaComDiretor, { ...escolaNova(25, { cp_ec_endereco_cidade: '  ' }), diretor: novoDiretor(25) }),
    ),
    then: [noDirector(25)],
  },
  {
    name: 'registerEscolaDiretor: a state that is not one of the 27',
    as: 'gestor',
    request: registerBoth(26, { cp_ec_endereco_estado: 'XX' }),
    expect: error(
      400,
      firstMessage(EscolaComDiretor, { ...escolaNova(26, { cp_ec_endereco_estado: 'XX' }), diretor: novoDiretor(26) }),
    ),
    then: [noDirector(26)],
  },
  {
    name: 'registerEscolaDiretor: a responsável sent along is not who the school gets: its new director is',
    as: 'gestor',
    request: post('/register-escola-diretor', {
      ...escolaNova(27),
      cp_ec_responsavel: P.diretor.cp_nome,
      diretor: novoDiretor(27),
    }),
    expect: registered,
    then: [
      {
        as: 'gestor',
        request: ([reg]) => get(`/escolas/${schoolIdOf(reg!)}`),
        expect: ok({ body: { cp_ec_responsavel: novoDiretor(27).cp_nome } }),
      },
    ],
  },
  ...callerDenials('registerEscolaDiretor', registerBoth(28), [schoolsNamed(28, 0), noDirector(28)]),
];

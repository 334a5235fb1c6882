/**
 * Contract scenarios of guessing (docs/decisions.md §53, §54), on every
 * backend: a login is locked after THROTTLE.login.perKey failed sign-ins —
 * 429 with `Retry-After` and the contract's message, the right password
 * refused too — known or not; a success starts its count afresh; POST
 * /register answers `exists: true` at most THROTTLE.cadastro.perKey times to
 * one caller before it answers 429 without looking anything up; and a spent
 * refresh token presented again at once (a second tab) gets the same pair.
 *
 * The counts are restored after each scenario (./restore.ts): no scenario
 * starts locked out. The api backends count the address too; the limits per
 * address are higher than these scenarios reach, so every backend answers
 * alike. The lock's growth, its expiry and the count per address are proven
 * with moved timestamps in tests/db/tentativas-login.test.ts.
 */
import { expect } from 'vitest';
import { REFRESH_TOKEN_REUSE_SECONDS, SessionTokens } from '../../supabase/functions/_shared/contract/session.ts';
import { THROTTLE, THROTTLE_MESSAGES, type ThrottleAction } from '../../supabase/functions/_shared/contract/throttle.ts';
import { RegisterResponse } from '../../supabase/functions/_shared/contract/usuarios.ts';
import { P, PASSWORD, SEEDED_USERS } from './people.ts';
import type { Answer, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';
import { bodyOf, error, get, id, loginRequest, M, ok, post } from './scenarios-kit.ts';
import { person, register } from './scenarios-usuarios.ts';

const LOGIN = THROTTLE.login;
const CADASTRO = THROTTLE.cadastro;

/** A 429 of a locked key: `Retry-After` within the first lock, and the message naming that wait. */
const locked = (action: ThrottleAction): Expectation => ({
  status: 429,
  check: (a) => {
    const wait = Number(a.headers.get('retry-after'));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= THROTTLE[action].lockBaseSeconds, `Retry-After ${wait}`).toBe(true);
    expect(a.body).toEqual({ msg: THROTTLE_MESSAGES[action](wait) });
  },
});

const signIn = (login: string, password: string): Step => ({ as: 'anon', request: loginRequest(login, password), expect: ok() });
const wrong = (login: string, n: number): Step => ({
  as: 'anon',
  request: loginRequest(login, `senha-errada-${n}`),
  expect: error(401, M.wrongCredentials),
});
/** `n` wrong passwords in a row, each answered 401. */
const wrongs = (login: string, n: number): Step[] => Array.from({ length: n }, (_, i) => wrong(login, i));

/** The secretary's school, where she registers. */
const SCHOOL = P.secretaria.cp_escola_id!;
/** People of another school than the secretary's: what a probe of POST /register would ask about. */
const OTHERS = SEEDED_USERS.filter((u) => u.cp_escola_id !== SCHOOL).slice(0, CADASTRO.perKey + 1);
/** A registration the secretary may make, with the CPF of someone of another school: 'Usuário já cadastrado'. */
const probe = (n: number): RequestSpec => register({ ...person(900 + n, 5, SCHOOL), cp_cpf: OTHERS[n]!.cp_cpf });
/** Someone nobody has registered. */
const NOBODY = person(950, 5, SCHOOL);
const exists: Expectation = ok({ schema: RegisterResponse, body: { exists: true, msg: M.userExists } });

const refreshWith =
  (step: number) =>
  (earlier: readonly Answer[]): RequestSpec =>
    post('/refresh', { refreshToken: bodyOf<{ refreshToken: string }>(earlier[step]!).refreshToken });

export const THROTTLE_SCENARIOS: readonly Scenario[] = [
  {
    name: `throttle: after ${LOGIN.perKey} wrong passwords a login answers 429 with Retry-After, the right password too; other logins sign in`,
    ...wrong(P.secretaria.cp_login, 0),
    then: [
      ...wrongs(P.secretaria.cp_login, LOGIN.perKey).slice(1),
      { as: 'anon', request: loginRequest(P.secretaria.cp_login, 'senha-errada-x'), expect: locked('login') },
      { as: 'anon', request: loginRequest(P.secretaria.cp_login, PASSWORD), expect: locked('login') },
      // The same name in another case and with spaces is the same login.
      { as: 'anon', request: loginRequest(`  ${P.secretaria.cp_login.toUpperCase()} `, PASSWORD), expect: locked('login') },
      signIn(P.diretor.cp_login, PASSWORD),
    ],
  },
  {
    name: 'throttle: an unknown login is locked exactly like a known one (the answers do not tell them apart)',
    ...wrong('ninguem.aqui', 0),
    then: [
      ...wrongs('ninguem.aqui', LOGIN.perKey).slice(1),
      { as: 'anon', request: loginRequest('ninguem.aqui', PASSWORD), expect: locked('login') },
      // A login no account could have (outside the login pattern) too.
      ...wrongs('Não é um login!', LOGIN.perKey),
      { as: 'anon', request: loginRequest('Não é um login!', PASSWORD), expect: locked('login') },
    ],
  },
  {
    name: 'throttle: a success before the limit starts the login’s count afresh',
    ...wrong(P.professor.cp_login, 0),
    then: [
      ...wrongs(P.professor.cp_login, LOGIN.perKey - 1).slice(1),
      signIn(P.professor.cp_login, PASSWORD),
      ...wrongs(P.professor.cp_login, LOGIN.perKey),
      { as: 'anon', request: loginRequest(P.professor.cp_login, PASSWORD), expect: locked('login') },
    ],
  },
  {
    name: `throttle: POST /register answers 'Usuário já cadastrado' ${CADASTRO.perKey} times, then 429 to that caller without looking anything up`,
    as: 'secretaria',
    request: probe(0),
    expect: exists,
    then: [
      ...Array.from({ length: CADASTRO.perKey - 1 }, (_, i): Step => ({
        as: 'secretaria',
        request: probe(i + 1),
        expect: exists,
      })),
      { as: 'secretaria', request: probe(CADASTRO.perKey), expect: locked('cadastro') },
      // Nothing is looked up: a person nobody has is not registered either.
      { as: 'secretaria', request: register(NOBODY), expect: locked('cadastro') },
      { as: 'anon', request: loginRequest(NOBODY.cp_login, NOBODY.cp_password), expect: error(401, M.wrongCredentials) },
      // Other callers are answered; the secretary's other work goes on.
      { as: 'diretor', request: probe(0), expect: exists },
      { as: 'secretaria', request: get(`/users/${id('secretaria')}`), expect: ok() },
    ],
  },
  {
    name: `refresh reuse: two renewals with the same refresh token (two tabs, within ${REFRESH_TOKEN_REUSE_SECONDS} s) both get the same new refresh token; the session lives on`,
    ...signIn(P.diretor.cp_login, PASSWORD),
    then: [
      { as: 'anon', request: refreshWith(0), expect: ok({ schema: SessionTokens }) },
      {
        as: 'anon',
        request: refreshWith(0),
        expect: ok({
          schema: SessionTokens,
          check: (a, [, first]) => expect(bodyOf<SessionTokens>(a).refreshToken).toBe(bodyOf<SessionTokens>(first!).refreshToken),
        }),
      },
      { as: { tokenOf: 1 }, request: get(`/users/${id('diretor')}`), expect: ok({ body: { cp_id: id('diretor') } }) },
      { as: { tokenOf: 2 }, request: get(`/users/${id('diretor')}`), expect: ok({ body: { cp_id: id('diretor') } }) },
      // The session renews on with the new refresh token.
      { as: 'anon', request: refreshWith(2), expect: ok({ schema: SessionTokens }) },
      { as: { tokenOf: 5 }, request: get(`/users/${id('diretor')}`), expect: ok() },
    ],
  },
];

/**
 * Contract scenarios of sessions (docs/decisions.md §30, §54), on every
 * backend: a refresh token renews the session (rotation); logout ends the
 * session on the server; a new password ends the person's other sessions; a
 * deleted person cannot renew.
 */
import { expect } from 'vitest';
import { SessionTokens } from '../../supabase/functions/_shared/contract/index.ts';
import { P, PASSWORD } from './people.ts';
import type { Answer, RequestSpec, Scenario } from './scenario.ts';
import { bodyOf, del, error, get, id, loginRequest, M, ok, post, put } from './scenarios-kit.ts';

const refreshWith =
  (step: number) =>
  (earlier: readonly Answer[]): RequestSpec =>
    post('/refresh', { refreshToken: bodyOf<{ refreshToken: string }>(earlier[step]!).refreshToken });
const self = (who: keyof typeof P) => get(`/users/${P[who].cp_id}`);
const login = (who: keyof typeof P, password = PASSWORD) => loginRequest(P[who].cp_login, password);

export const SESSION_SCENARIOS: readonly Scenario[] = [
  {
    // A spent token presented again: within REFRESH_TOKEN_REUSE_SECONDS it gets the same pair (two tabs,
    // ./scenarios-throttle.ts); later it ends the whole session, proven with a moved clock on each
    // implementation (tests/contract/local-ports.test.ts, mocks/lib/auth.test.ts).
    name: 'refresh: a refresh token renews the session (rotation); the new refresh token renews it next',
    as: 'anon',
    request: login('diretor'),
    expect: ok(),
    then: [
      {
        as: 'anon',
        request: refreshWith(0),
        expect: ok({
          schema: SessionTokens,
          check: (a, e) => {
            const renewed = bodyOf<SessionTokens>(a);
            const first = bodyOf<SessionTokens>(e[0]!);
            expect(renewed.token).not.toBe(first.token);
            expect(renewed.refreshToken).not.toBe(first.refreshToken);
            expect(renewed.expiresAt).toBeGreaterThanOrEqual(first.expiresAt);
          },
        }),
      },
      // The renewed token works.
      { as: { tokenOf: 1 }, request: self('diretor'), expect: ok({ body: { cp_id: id('diretor') } }) },
      {
        as: 'anon',
        request: refreshWith(1),
        expect: ok({
          schema: SessionTokens,
          check: (a, e) => expect(bodyOf<SessionTokens>(a).refreshToken).not.toBe(bodyOf<SessionTokens>(e[1]!).refreshToken),
        }),
      },
      { as: { tokenOf: 3 }, request: self('diretor'), expect: ok({ body: { cp_id: id('diretor') } }) },
    ],
  },
  {
    name: 'logout: ends the session on the server — its token and its refresh token stop working; another session goes on',
    as: 'anon',
    request: login('secretaria'),
    expect: ok(),
    then: [
      { as: 'anon', request: login('secretaria'), expect: ok() },
      { as: { tokenOf: 0 }, request: post('/logout', {}), expect: ok({ body: { msg: M.loggedOut } }) },
      { as: { tokenOf: 0 }, request: self('secretaria'), expect: error(401, M.sessionExpired) },
      { as: 'anon', request: refreshWith(0), expect: error(401, M.sessionExpired) },
      { as: { tokenOf: 1 }, request: self('secretaria'), expect: ok() },
      { as: 'anon', request: refreshWith(1), expect: ok() },
    ],
  },
  {
    name: 'updateProfile: a new password ends the person’s other sessions, not the one that changed it',
    as: 'anon',
    request: login('professor'),
    expect: ok(),
    then: [
      { as: 'anon', request: login('professor'), expect: ok() },
      {
        as: { tokenOf: 1 },
        request: put(`/update-profile/${id('professor')}`, {
          cp_nome: P.professor.cp_nome,
          cp_email: P.professor.cp_email,
          cp_login: P.professor.cp_login,
          cp_password: 'senha-nova-123',
        }),
        expect: ok(),
      },
      { as: { tokenOf: 0 }, request: self('professor'), expect: error(401, M.sessionExpired) },
      { as: 'anon', request: refreshWith(0), expect: error(401, M.sessionExpired) },
      { as: { tokenOf: 1 }, request: self('professor'), expect: ok() },
      { as: 'anon', request: login('professor', 'senha-nova-123'), expect: ok() },
    ],
  },
  {
    name: 'editUsuario: a password set by the school ends every session of the person',
    as: 'anon',
    request: login('alunoB'),
    expect: ok(),
    then: [
      {
        as: 'diretor',
        request: put(`/edit-user/${id('alunoB')}`, {
          cp_nome: P.alunoB.cp_nome,
          cp_email: P.alunoB.cp_email,
          cp_login: P.alunoB.cp_login,
          cp_tipo_user: P.alunoB.cp_tipo_user,
          cp_escola_id: P.alunoB.cp_escola_id,
          cp_cpf: P.alunoB.cp_cpf,
          cp_datanascimento: P.alunoB.cp_datanascimento,
          cp_password: 'definida-pela-escola',
        }),
        expect: ok(),
      },
      { as: { tokenOf: 0 }, request: self('alunoB'), expect: error(401, M.sessionExpired) },
      { as: 'anon', request: refreshWith(0), expect: error(401, M.sessionExpired) },
    ],
  },
  {
    name: 'refresh: a deleted person cannot renew their session',
    as: 'anon',
    request: login('semTurma'),
    expect: ok(),
    then: [
      { as: 'diretor', request: del(`/delete-user/${id('semTurma')}`), expect: ok() },
      { as: 'anon', request: refreshWith(0), expect: error(401, M.sessionExpired) },
    ],
  },
  {
    name: 'refresh: an unknown refresh token is 401; a missing one 400',
    as: 'anon',
    request: post('/refresh', { refreshToken: 'nao-e-um-refresh-token-de-ninguem-0000000000' }),
    expect: error(401, M.sessionExpired),
    then: [{ as: 'anon', request: post('/refresh', {}), expect: { status: 400 } }],
  },
  {
    name: 'logout: without a token is 401',
    as: 'anon',
    request: post('/logout', {}),
    expect: error(401, M.sessionExpired),
  },
];

export const SESSION_ENDPOINTS = ['refresh', 'logout'] as const;

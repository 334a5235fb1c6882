/**
 * Contract scenarios of idempotent writes (docs/offline.md, "Idempotent
 * writes"; decisions 48 and 51): a write sent again with the same
 * Idempotency-Key answers the first answer, marked Idempotent-Replayed, and
 * writes nothing; a refused write releases its key; keys are per account and
 * per route; a key replays only to the same request (body included) of the
 * same session, while that session lives.
 *
 * Keys are drawn when a scenario is played (the first request's builder), so
 * backends sharing a database never see each other's keys. Each person signs
 * in once per scenario (`oneSessionEach`), as the app keeps one session: a
 * key replays only to its session. A scenario about sessions signs in
 * explicitly (a login step, then `tokenOf`).
 */
import { expect } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  OFFLINE_MESSAGES,
} from '../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID, P, PASSWORD, SEED } from './people.ts';
import type { Answer, RequestSpec, Scenario, Step } from './scenario.ts';
import { bodyOf, del, error, exactlyIds, get, M, ok, post, put, loginRequest } from './scenarios-kit.ts';
import { formOf, schoolForm } from './scenarios-escolas.ts';

const ALL_SCHOOLS = SEED.escolas.map((s) => s.cp_ec_id);
const schoolId = (a: Answer) => bodyOf<{ cp_ec_id: number }>(a).cp_ec_id;

/** A key per play: `fresh()` in a scenario's first request, `key()` in its later steps. */
function keys() {
  const drawn: string[] = [];
  return {
    fresh(n = 0) {
      drawn[n] = crypto.randomUUID();
      return drawn[n];
    },
    key: (n = 0) => drawn[n]!,
  };
}

const keyed = (spec: RequestSpec, key: string): RequestSpec => ({ ...spec, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const register = (changes: Record<string, unknown> = {}) => post('/register-escola', schoolForm(changes));

/** The answer is a replay of earlier answer `n`: same status and body, marked. */
const replayOf =
  (n: number) =>
  (a: Answer, earlier: readonly Answer[]): void => {
    expect(a.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(a.status).toBe(earlier[n]!.status);
    expect(a.body).toEqual(earlier[n]!.body);
  };
const notReplayed = (a: Answer): void => expect(a.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();

/** The gestor sees the seeded schools plus those registered by the answers at these steps. */
const schoolsPlus = (...steps: number[]): Step => ({
  as: 'gestor',
  request: get('/escolas'),
  expect: ok({ check: (a, earlier) => exactlyIds([...ALL_SCHOOLS, ...steps.map((n) => schoolId(earlier[n]!))], 'cp_ec_id')(a) }),
});
const seededSchoolsOnly = schoolsPlus();

const twiceRegistered = keys();
const twiceEdited = keys();
const twiceDeleted = keys();
const reusedKey = keys();
const refusedKey = keys();
const missingKey = keys();
const sharedKey = keys();
const readKey = keys();
const loggedOutKey = keys();
const deletedKey = keys();
const otherSessionKey = keys();
const otherBodyKey = keys();
const otherEditKey = keys();
const reorderedKey = keys();

/** A fresh sign-in (its own session, which a scenario may end without touching the shared role tokens). */
const signIn = (who: 'gestor' | 'diretor2') => loginRequest(P[who].cp_login, PASSWORD);
/** The same JSON as `json`, its keys in reverse order and spaced out: the same request. */
const reordered = (spec: RequestSpec): RequestSpec => {
  const { json, ...rest } = spec;
  const entries = Object.entries(json as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .reverse();
  return { ...rest, text: ` {\n  ${entries.map(([k, v]) => `${JSON.stringify(k)} : ${JSON.stringify(v)}`).join(' ,\n  ')}\n} ` };
};

const SCENARIOS: Scenario[] = [
  {
    name: 'idempotency: a school registered twice with one key is registered once; the second answer is a replay',
    as: 'gestor',
    request: () => keyed(register(), twiceRegistered.fresh()),
    expect: ok({ body: { msg: M.schoolRegistered }, check: notReplayed }),
    then: [
      { as: 'gestor', request: () => keyed(register(), twiceRegistered.key()), expect: ok({ check: replayOf(0) }) },
      schoolsPlus(0),
    ],
  },
  {
    name: 'idempotency: an edit replayed writes nothing (a later edit without the key stands)',
    // School 2's own director (a director changes only the school they direct).
    as: 'diretor2',
    request: () => keyed(put('/edit-escola/2', formOf(2, { cp_ec_nome: 'Primeira Edição' })), twiceEdited.fresh()),
    expect: ok({ body: { msg: M.schoolUpdated }, check: notReplayed }),
    then: [
      { as: 'diretor2', request: put('/edit-escola/2', formOf(2, { cp_ec_nome: 'Segunda Edição' })), expect: ok() },
      {
        as: 'diretor2',
        request: () => keyed(put('/edit-escola/2', formOf(2, { cp_ec_nome: 'Primeira Edição' })), twiceEdited.key()),
        expect: ok({ check: replayOf(0) }),
      },
      { as: 'gestor', request: get('/escolas/2'), expect: ok({ body: { cp_ec_nome: 'Segunda Edição' } }) },
    ],
  },
  {
    name: 'idempotency: a delete sent again with its key answers the first 200, not 404',
    as: 'gestor',
    request: register(),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: ([reg]) => keyed(del(`/delete-escola/${schoolId(reg!)}`), twiceDeleted.fresh()),
        expect: ok({ body: { msg: M.schoolDeleted }, check: notReplayed }),
      },
      {
        as: 'gestor',
        request: ([reg]) => keyed(del(`/delete-escola/${schoolId(reg!)}`), twiceDeleted.key()),
        expect: ok({ check: replayOf(1) }),
      },
      // Without the key (or with a new one) the delete runs again, and finds nothing.
      {
        as: 'gestor',
        request: ([reg]) => keyed(del(`/delete-escola/${schoolId(reg!)}`), twiceDeleted.fresh(1)),
        expect: error(404, M.schoolNotFound),
      },
      seededSchoolsOnly,
    ],
  },
  ...(
    [
      ['a word', 'nao-e-uuid'],
      ['empty', ''],
      ['a UUID in braces', '{6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b}'],
    ] as const
  ).map(([what, key]): Scenario => ({
    name: `idempotency: an invalid key (${what}) is refused and nothing is written`,
    as: 'gestor',
    request: keyed(register(), key),
    expect: error(400, OFFLINE_MESSAGES.invalidKey),
    then: [seededSchoolsOnly],
  })),
  {
    name: 'idempotency: an invalid key on an invalid body is refused for the key first',
    as: 'diretor',
    request: keyed(register({ cp_ec_endereco_estado: 'XX' }), 'x'),
    expect: error(400, OFFLINE_MESSAGES.invalidKey),
  },
  {
    name: 'idempotency: a very long path with a key answers as without one',
    as: 'gestor',
    request: keyed(del(`/delete-escola/${'1'.repeat(4000)}`), crypto.randomUUID()),
    expect: error(400, M.invalidId),
    then: [seededSchoolsOnly],
  },
  {
    name: 'idempotency: a key used on another route is refused (422) and that write does not run',
    as: 'gestor',
    request: () => keyed(register(), reusedKey.fresh()),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: () => keyed(put('/edit-escola/1', formOf(1, { cp_ec_nome: 'Não Salvo' })), reusedKey.key()),
        expect: error(422, OFFLINE_MESSAGES.keyReused),
      },
      // The same path with another method is another route too.
      {
        as: 'gestor',
        request: ([reg]) => keyed(del(`/delete-escola/${schoolId(reg!)}`), reusedKey.key()),
        expect: error(422, OFFLINE_MESSAGES.keyReused),
      },
      { as: 'gestor', request: get('/escolas/1'), expect: ok({ body: { cp_ec_nome: SEED.escolas[0]!.cp_ec_nome } }) },
      schoolsPlus(0),
    ],
  },
  {
    name: 'idempotency: a refused write releases its key: the corrected form with the same key runs',
    as: 'gestor',
    request: () => keyed(register({ cp_ec_endereco_estado: 'XX' }), refusedKey.fresh()),
    expect: error(400, 'Estado inválido.'),
    then: [
      { as: 'gestor', request: () => keyed(register(), refusedKey.key()), expect: ok({ check: notReplayed }) },
      { as: 'gestor', request: () => keyed(register(), refusedKey.key()), expect: ok({ check: replayOf(1) }) },
      schoolsPlus(1),
    ],
  },
  {
    name: 'idempotency: a forbidden write (403) releases its key; so does a 404',
    as: 'secretaria',
    request: () => keyed(register(), missingKey.fresh()),
    expect: error(403, M.forbidden),
    then: [
      { as: 'secretaria', request: () => keyed(register(), missingKey.key()), expect: error(403, M.forbidden) },
      {
        as: 'gestor',
        request: () => keyed(del(`/delete-escola/${NO_SUCH_ID}`), missingKey.fresh(1)),
        expect: error(404, M.schoolNotFound),
      },
      {
        as: 'gestor',
        request: () => keyed(del(`/delete-escola/${NO_SUCH_ID}`), missingKey.key(1)),
        expect: error(404, M.schoolNotFound),
      },
      seededSchoolsOnly,
    ],
  },
  {
    name: 'idempotency: two people may use the same key independently',
    as: 'gestor',
    request: () => keyed(register(), sharedKey.fresh()),
    expect: ok({ check: notReplayed }),
    then: [
      {
        as: 'diretor',
        request: () => keyed(register({ cp_ec_nome: 'Outra Unidade' }), sharedKey.key()),
        expect: ok({ check: notReplayed }),
      },
      {
        as: 'diretor',
        request: () => keyed(register({ cp_ec_nome: 'Outra Unidade' }), sharedKey.key()),
        expect: ok({ check: replayOf(1) }),
      },
      schoolsPlus(0, 1),
    ],
  },
  {
    name: 'idempotency: after a logout the same request with its key and the old token is 401, not a replay; nothing runs twice',
    as: 'anon',
    request: signIn('gestor'),
    expect: ok(),
    then: [
      { as: { tokenOf: 0 }, request: () => keyed(register(), loggedOutKey.fresh()), expect: ok({ check: notReplayed }) },
      { as: { tokenOf: 0 }, request: post('/logout', {}), expect: ok({ body: { msg: M.loggedOut } }) },
      {
        as: { tokenOf: 0 },
        request: () => keyed(register(), loggedOutKey.key()),
        expect: { ...error(401, M.sessionExpired), check: notReplayed },
      },
      schoolsPlus(1),
    ],
  },
  {
    name: 'idempotency: after the account is deleted the same request with its key is 401, not a replay; nothing runs twice',
    as: 'anon',
    request: signIn('diretor2'),
    expect: ok(),
    then: [
      { as: { tokenOf: 0 }, request: () => keyed(register(), deletedKey.fresh()), expect: ok({ check: notReplayed }) },
      { as: 'gestor', request: del(`/delete-user/${P.diretor2.cp_id}`), expect: ok({ body: { msg: M.userDeleted } }) },
      {
        as: { tokenOf: 0 },
        request: () => keyed(register(), deletedKey.key()),
        expect: { ...error(401, M.sessionExpired), check: notReplayed },
      },
      schoolsPlus(1),
    ],
  },
  {
    name: 'idempotency: a key is its session’s: another live session of the account gets 422; the first still its replay',
    as: 'anon',
    request: signIn('gestor'),
    expect: ok(),
    then: [
      { as: 'anon', request: signIn('gestor'), expect: ok() },
      { as: { tokenOf: 0 }, request: () => keyed(register(), otherSessionKey.fresh()), expect: ok({ check: notReplayed }) },
      {
        as: { tokenOf: 1 },
        request: () => keyed(register(), otherSessionKey.key()),
        expect: { ...error(422, OFFLINE_MESSAGES.keyReused), check: notReplayed },
      },
      { as: { tokenOf: 0 }, request: () => keyed(register(), otherSessionKey.key()), expect: ok({ check: replayOf(2) }) },
      schoolsPlus(2),
    ],
  },
  {
    name: 'idempotency: the same key with another body is refused (422) and the second body is not applied',
    as: 'gestor',
    request: () => keyed(register(), otherBodyKey.fresh()),
    expect: ok({ check: notReplayed }),
    then: [
      {
        as: 'gestor',
        request: () => keyed(register({ cp_ec_nome: 'Outra Unidade' }), otherBodyKey.key()),
        expect: { ...error(422, OFFLINE_MESSAGES.keyReused), check: notReplayed },
      },
      schoolsPlus(0),
      {
        as: 'gestor',
        request: ([reg]) => get(`/escolas/${schoolId(reg!)}`),
        expect: ok({ body: { cp_ec_nome: schoolForm().cp_ec_nome } }),
      },
    ],
  },
  {
    name: 'idempotency: an edit sent again with its key and another text is refused (422); the first text stands',
    as: 'gestor',
    request: () => keyed(put('/edit-escola/1', formOf(1, { cp_ec_descricao: 'Primeiro texto.' })), otherEditKey.fresh()),
    expect: ok({ body: { msg: M.schoolUpdated }, check: notReplayed }),
    then: [
      {
        as: 'gestor',
        request: () => keyed(put('/edit-escola/1', formOf(1, { cp_ec_descricao: 'Segundo texto.' })), otherEditKey.key()),
        expect: error(422, OFFLINE_MESSAGES.keyReused),
      },
      { as: 'gestor', request: get('/escolas/1'), expect: ok({ body: { cp_ec_descricao: 'Primeiro texto.' } }) },
    ],
  },
  {
    name: 'idempotency: the same JSON with its keys in another order and other spacing is the same request: a replay',
    as: 'gestor',
    request: () => keyed(register(), reorderedKey.fresh()),
    expect: ok({ check: notReplayed }),
    then: [
      { as: 'gestor', request: () => keyed(reordered(register()), reorderedKey.key()), expect: ok({ check: replayOf(0) }) },
      schoolsPlus(0),
    ],
  },
  {
    name: 'idempotency: without the header a write runs each time it is sent',
    as: 'gestor',
    request: register(),
    expect: ok({ check: notReplayed }),
    then: [{ as: 'gestor', request: register(), expect: ok({ check: notReplayed }) }, schoolsPlus(0, 1)],
  },
  {
    name: 'idempotency: reads and public endpoints ignore the header',
    as: 'aluno',
    request: () => keyed(get('/escolas'), readKey.fresh()),
    expect: ok({ check: notReplayed }),
    then: [
      { as: 'aluno', request: keyed(get('/escolas'), 'nao-e-uuid'), expect: ok({ check: notReplayed }) },
      { as: 'anon', request: keyed(loginRequest(P.aluno.cp_login, PASSWORD), 'nao-e-uuid'), expect: ok() },
    ],
  },
];

/** Every scenario here plays with one session per person (see above). */
export const IDEMPOTENCY_SCENARIOS: Scenario[] = SCENARIOS.map((s) => ({ ...s, oneSessionEach: true }));

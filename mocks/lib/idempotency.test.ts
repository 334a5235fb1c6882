// @vitest-environment node
/**
 * What the contract scenarios cannot show in sequence: a repeat while the
 * first request still runs (409, Retry-After, runs nothing), another body
 * with the key while it runs (422), a thrown error releasing the key, keys
 * forgotten after IDEMPOTENCY_TTL_HOURS (one session, renewed); and a key
 * answering only its own session while it lives (decision 52).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  endpoint,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
  OFFLINE_MESSAGES,
  IN_PROGRESS_RETRY_AFTER,
} from '@contract';
import { db } from '../db';
import { server } from '../node';
import { apiUrl, authHeader, loginAs, TEST_ORIGIN } from '../testing';
import { endSessions, refreshSession } from './auth';
import { MSG } from './errors';
import { route } from './route';

const counter = endpoint({
  name: 'testContador',
  method: 'POST',
  path: '/__teste/contador',
  auth: 'user',
  response: z.object({ vez: z.number() }),
  summary: 'teste',
});

const handlerOptions = { baseUrl: '*/api', publicOrigin: TEST_ORIGIN, latencyMs: 0, db, onMutation: () => {} };

const send = (token: string, key: string, body?: string) =>
  fetch(apiUrl('/__teste/contador'), {
    method: 'POST',
    headers: { ...authHeader(token), [IDEMPOTENCY_KEY_HEADER]: key, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body } : {}),
  });

/** The counter route, every run held until `finish()`: answers how many times it ran. */
function heldCounting(): { readonly runs: () => number; readonly finish: () => void } {
  let runs = 0;
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => (finish = resolve));
  server.use(
    route(counter, async () => {
      runs += 1;
      await gate;
      return { vez: runs };
    }).toHandler(handlerOptions),
  );
  return { runs: () => runs, finish: () => finish() };
}

/** The counter route: answers how many times it ran. */
function counting(): { readonly runs: () => number } {
  let runs = 0;
  server.use(route(counter, () => ({ vez: (runs += 1) })).toHandler(handlerOptions));
  return { runs: () => runs };
}

afterEach(() => vi.restoreAllMocks());

describe('idempotent writes on the mock', () => {
  it('a repeat while the first still runs answers 409 with Retry-After and runs nothing; then it replays', async () => {
    const held = heldCounting();
    const { token } = await loginAs('gestor');
    const key = crypto.randomUUID();
    const first = send(token, key);
    await vi.waitFor(() => expect(held.runs()).toBe(1));
    const during = await send(token, key);
    expect(during.status).toBe(409);
    expect(during.headers.get('Retry-After')).toBe(IN_PROGRESS_RETRY_AFTER);
    expect(await during.json()).toEqual({ msg: OFFLINE_MESSAGES.inProgress });
    held.finish();
    expect(await (await first).json()).toEqual({ vez: 1 });
    const after = await send(token, key);
    expect(after.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await after.json()).toEqual({ vez: 1 });
    expect(held.runs()).toBe(1);
  });

  it('another body with the key while the first still runs answers 422 and runs nothing; the first goes on', async () => {
    const held = heldCounting();
    const { token } = await loginAs('gestor');
    const key = crypto.randomUUID();
    const first = send(token, key, '{"texto":"primeiro"}');
    await vi.waitFor(() => expect(held.runs()).toBe(1));
    const other = await send(token, key, '{"texto":"segundo"}');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ msg: OFFLINE_MESSAGES.keyReused });
    held.finish();
    expect(await (await first).json()).toEqual({ vez: 1 });
    // Finished, the same: the first answer is not handed to another body.
    const late = await send(token, key, '{"texto":"segundo"}');
    expect(late.status).toBe(422);
    expect(late.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(held.runs()).toBe(1);
  });

  it('the same JSON with its keys in another order and other spacing is the same request: a replay', async () => {
    const counter = counting();
    const { token } = await loginAs('gestor');
    const key = crypto.randomUUID();
    expect(await (await send(token, key, '{"a":1,"b":{"c":2,"d":3}}')).json()).toEqual({ vez: 1 });
    const again = await send(token, key, ' { "b": { "d": 3, "c": 2 }, "a": 1 } ');
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ vez: 1 });
    expect(counter.runs()).toBe(1);
  });

  it('after a logout the key answers 401, not the replay, and runs nothing', async () => {
    const counter = counting();
    const { token } = await loginAs('diretor');
    const key = crypto.randomUUID();
    expect((await send(token, key, '{}')).status).toBe(200);
    expect((await fetch(apiUrl('/logout'), { method: 'POST', headers: authHeader(token) })).status).toBe(200);
    const after = await send(token, key, '{}');
    expect(after.status).toBe(401);
    expect(after.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await after.json()).toEqual({ msg: MSG.sessionExpired });
    expect(counter.runs()).toBe(1);
  });

  it('a session ended by a password change, or a deleted person, gets 401 for the key; a new key of it runs nothing', async () => {
    const counter = counting();
    const { token } = await loginAs('secretaria');
    const key = crypto.randomUUID();
    expect((await send(token, key, '{}')).status).toBe(200);
    await endSessions(db, (s) => s.token === token);
    expect((await send(token, key, '{}')).status).toBe(401);
    expect((await send(token, crypto.randomUUID(), '{}')).status).toBe(401);
    // The person deleted (the profile alone: deleteUsuario also ends their sessions).
    const other = await loginAs('professor');
    const theirs = crypto.randomUUID();
    expect((await send(other.token, theirs, '{}')).status).toBe(200);
    await db.usuarios.update((q) => q.where({ cp_id: other.user.cp_id }), {
      data(u) {
        u.cp_excluido = 1;
      },
    });
    const deleted = await send(other.token, theirs, '{}');
    expect(deleted.status).toBe(401);
    expect(deleted.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(counter.runs()).toBe(2);
  });

  it('another live session of the same account gets 422 for the key, and the first session still its replay', async () => {
    const counter = counting();
    const first = await loginAs('gestor');
    const second = await loginAs('gestor');
    const key = crypto.randomUUID();
    expect(await (await send(first.token, key, '{}')).json()).toEqual({ vez: 1 });
    const other = await send(second.token, key, '{}');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ msg: OFFLINE_MESSAGES.keyReused });
    const mine = await send(first.token, key, '{}');
    expect(mine.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(counter.runs()).toBe(1);
  });

  it('a request that throws releases its key', async () => {
    let runs = 0;
    server.use(
      route(counter, () => {
        runs += 1;
        if (runs === 1) throw new Error('falha de teste');
        return { vez: runs };
      }).toHandler(handlerOptions),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token } = await loginAs('diretor');
    const key = crypto.randomUUID();
    expect((await send(token, key)).status).toBe(500);
    const retry = await send(token, key);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await retry.json()).toEqual({ vez: 2 });
  });

  it(`forgets a key after ${IDEMPOTENCY_TTL_HOURS} hours`, async () => {
    counting();
    const { token, session } = await loginAs('secretaria');
    const key = crypto.randomUUID();
    await send(token, key);
    const start = Date.now();
    // A day later the access token has expired too: the same session renews it at the moved clock.
    let refreshToken = session.refreshToken;
    const at = async (ms: number) => {
      vi.spyOn(Date, 'now').mockReturnValue(start + ms);
      const renewed = (await refreshSession(db, refreshToken))!;
      refreshToken = renewed.tokens.refreshToken;
      return renewed.tokens.token;
    };
    expect(await (await send(await at(IDEMPOTENCY_TTL_HOURS * 3_600_000 - 60_000), key)).json()).toEqual({ vez: 1 });
    const late = await send(await at(IDEMPOTENCY_TTL_HOURS * 3_600_000 + 60_000), key);
    expect(late.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await late.json()).toEqual({ vez: 2 });
  });
});

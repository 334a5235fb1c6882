// @vitest-environment node
/**
 * What the contract scenarios cannot show in sequence: a repeat while the
 * first request still runs (409, Retry-After, runs nothing), a thrown error
 * releasing the key, and keys forgotten after IDEMPOTENCY_TTL_HOURS.
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
import { apiUrl, authHeader, loginAs } from '../testing';
import { route } from './route';

const counter = endpoint({
  name: 'testContador',
  method: 'POST',
  path: '/__teste/contador',
  auth: 'user',
  response: z.object({ vez: z.number() }),
  summary: 'teste',
});

const handlerOptions = { baseUrl: '*/api', latencyMs: 0, db, onMutation: () => {} };

const send = (token: string, key: string) =>
  fetch(apiUrl('/__teste/contador'), { method: 'POST', headers: { ...authHeader(token), [IDEMPOTENCY_KEY_HEADER]: key } });

afterEach(() => vi.restoreAllMocks());

describe('idempotent writes on the mock', () => {
  it('a repeat while the first still runs answers 409 with Retry-After and runs nothing; then it replays', async () => {
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
    const { token } = await loginAs('gestor');
    const key = crypto.randomUUID();
    const first = send(token, key);
    await vi.waitFor(() => expect(runs).toBe(1));
    const during = await send(token, key);
    expect(during.status).toBe(409);
    expect(during.headers.get('Retry-After')).toBe(IN_PROGRESS_RETRY_AFTER);
    expect(await during.json()).toEqual({ msg: OFFLINE_MESSAGES.inProgress });
    finish();
    expect(await (await first).json()).toEqual({ vez: 1 });
    const after = await send(token, key);
    expect(after.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await after.json()).toEqual({ vez: 1 });
    expect(runs).toBe(1);
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
    let runs = 0;
    server.use(route(counter, () => ({ vez: (runs += 1) })).toHandler(handlerOptions));
    const { token } = await loginAs('secretaria');
    const key = crypto.randomUUID();
    await send(token, key);
    const start = Date.now();
    // A day later the access token has expired too: sign in again at the moved clock.
    const at = async (ms: number) => {
      vi.spyOn(Date, 'now').mockReturnValue(start + ms);
      return (await loginAs('secretaria')).token;
    };
    expect(await (await send(await at(IDEMPOTENCY_TTL_HOURS * 3_600_000 - 60_000), key)).json()).toEqual({ vez: 1 });
    const late = await send(await at(IDEMPOTENCY_TTL_HOURS * 3_600_000 + 60_000), key);
    expect(late.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await late.json()).toEqual({ vez: 2 });
  });
});

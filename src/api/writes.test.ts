/**
 * Writes that survive a dropped connection (docs/offline.md): every write
 * carries one idempotency key for all its tries; offline it waits and is sent
 * when the `online` event comes; a 409 with Retry-After (the server still
 * running an earlier try) is asked again with the same key; nothing else is
 * retried. A session that ends drops its held writes and its kept keys.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@contract/offline';
import { server } from '../../tests/msw';
import { setupStore } from '@/app/store';
import { baseApi } from './base-api';
import { pendingWrites } from './connection';
import { sessionExpired, signedOut } from './session';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
    probeWrite: build.mutation<{ ok: boolean }, 'POST' | 'PUT' | 'DELETE'>({
      query: (method) => ({ url: '/probe', method, body: method === 'DELETE' ? undefined : { n: 1 } }),
    }),
  }),
});

let online = true;
/** Requests to /probe. Stores of earlier tests refetch their reads on `online` (refetchOnReconnect): writes() skips those. */
let seen: { method: string; key: string | null }[] = [];
const writes = () => seen.filter((s) => s.method !== 'GET');

beforeEach(() => {
  online = true;
  seen = [];
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

function answer(reply: (n: number) => Response | Promise<Response>) {
  const record = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
    return reply(writes().length);
  };
  server.use(
    http.get('*/api/probe', record),
    http.post('*/api/probe', record),
    http.put('*/api/probe', record),
    http.delete('*/api/probe', record),
  );
}

const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
/** Until `n` writes wait for the connection (held, not sent). */
const held = (n: number) => vi.waitFor(() => expect(pendingWrites()).toBe(n));

describe('writes', () => {
  it('a read carries no key; each write carries a fresh UUID', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const store = setupStore({ storage: null });
    await store.dispatch(probe.endpoints.probeRead.initiate());
    for (const method of ['POST', 'PUT', 'DELETE'] as const) await store.dispatch(probe.endpoints.probeWrite.initiate(method));
    await store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'POST']);
    expect(seen[0]!.key).toBeNull();
    const keys = seen.slice(1).map((s) => s.key);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(4);
  });

  it('offline, a write is not sent; it goes once when the connection returns', async () => {
    answer(() => HttpResponse.json({ ok: true }, { status: 201 }));
    online = false;
    const store = setupStore({ storage: null });
    const pending = store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    await held(1);
    expect(writes()).toHaveLength(0);
    goOnline();
    const result = await pending;
    expect(result.data).toEqual({ ok: true });
    expect(writes()).toHaveLength(1);
  });

  it('a write lost with the connection is sent again with the same key when it returns', async () => {
    answer((n) => {
      if (n === 1) {
        online = false; // the connection dropped under this request
        return HttpResponse.error();
      }
      return HttpResponse.json({ ok: true }, { status: 201 });
    });
    const store = setupStore({ storage: null });
    const pending = store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    // Sent once, lost, and held again for the connection.
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    await held(1);
    goOnline();
    expect((await pending).data).toEqual({ ok: true });
    expect(writes()).toHaveLength(2);
    expect(writes()[1]!.key).toBe(writes()[0]!.key);
  });

  it('a network failure while online is answered at once, not retried', async () => {
    answer(() => HttpResponse.error());
    const store = setupStore({ storage: null });
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate('PUT'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(seen).toHaveLength(1);
  });

  it('the same write sent again after its answer was lost keeps its key; after an answer, a new one', async () => {
    answer((n) => (n === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }, { status: 201 })));
    const store = setupStore({ storage: null });
    expect((await store.dispatch(probe.endpoints.probeWrite.initiate('POST'))).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect((await store.dispatch(probe.endpoints.probeWrite.initiate('POST'))).data).toEqual({ ok: true });
    await store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    const keys = writes().map((w) => w.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a 409 with Retry-After (an earlier try still running) is asked again with the same key', async () => {
    answer((n) =>
      n === 1
        ? HttpResponse.json({ msg: 'em andamento' }, { status: 409, headers: { 'Retry-After': '2' } })
        : HttpResponse.json({ ok: true }, { status: 201 }),
    );
    const store = setupStore({ storage: null });
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    expect(result.data).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.key).toBe(seen[0]!.key);
  });

  it('a write held offline is dropped when the session ends: no longer held, and never sent', async () => {
    answer(() => HttpResponse.json({ ok: true }, { status: 201 }));
    online = false;
    const store = setupStore({ storage: null });
    const pending = store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    await held(1);
    store.dispatch(signedOut());
    // The held write gave up: settled, it can never be sent later.
    expect((await pending).error).toBeDefined();
    await held(0);
    // Still offline, nothing waits any more: leaving the page asks nothing (the banner counts nothing).
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
    goOnline();
    // A request made after the connection returned is answered: one the old write sent would have started first.
    await store.dispatch(probe.endpoints.probeRead.initiate());
    expect(writes()).toHaveLength(0);
  });

  it('after the session ends, the same write gets a new key (a key answers only its own session)', async () => {
    answer((n) => (n === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }, { status: 201 })));
    const store = setupStore({ storage: null });
    expect((await store.dispatch(probe.endpoints.probeWrite.initiate('POST'))).error).toMatchObject({ status: 'FETCH_ERROR' });
    store.dispatch(sessionExpired());
    await store.dispatch(probe.endpoints.probeWrite.initiate('POST'));
    const keys = writes().map((w) => w.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a 409 without Retry-After is a refusal: answered at once', async () => {
    answer(() => HttpResponse.json({ msg: 'conflito' }, { status: 409 }));
    const store = setupStore({ storage: null });
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate('DELETE'));
    expect(result.error).toMatchObject({ status: 409, data: { msg: 'conflito' } });
    expect(seen).toHaveLength(1);
  });
});

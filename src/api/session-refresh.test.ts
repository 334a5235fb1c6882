/**
 * Keeping a session alive in the browser (docs/decisions.md §30), against the
 * MSW mock's real sessions: one renewal at a time in a tab, another tab's
 * renewal adopted, a 401 renewed and retried once, a refused renewal ends the
 * session, an unreachable server does not, and when the timer fires.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/msw';
import { signIn } from '../../tests/test-utils';
import { setupStore, type AppStore } from '@/app/store';
import { SESSION_KEYS } from '@/domain/storage-keys';
import { tokensRefreshed, type Session, type SessionTokens } from './session';
import { sessionApi } from './session-api';
import { freshTokens, renewSession, scheduleRenewal, stopRenewal } from './session-refresh';

const API = 'http://localhost:3000/api';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every request the mock receives, as "METHOD /path". */
let requests: string[] = [];
const refreshes = () => requests.filter((r) => r === 'POST /refresh').length;

beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  });
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  stopRenewal();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'locks');
});

/** A signed-in store, as the app builds it on start (session read from localStorage). */
async function signedInStore(login: 'secretaria' | 'diretor' = 'secretaria'): Promise<{ store: AppStore; session: Session }> {
  const session = await signIn(login);
  return { store: setupStore(), session };
}

const tokensOf = (store: AppStore): SessionTokens => {
  const c = store.getState().session.current!;
  return { token: c.token, refreshToken: c.refreshToken, expiresAt: c.expiresAt };
};

const storedTokens = () => ({
  token: localStorage.getItem(SESSION_KEYS.token),
  refreshToken: localStorage.getItem(SESSION_KEYS.refreshToken),
  expiresAt: Number(localStorage.getItem(SESSION_KEYS.tokenExpiresAt)),
});

/** What another tab does: spends the refresh token at the server and stores the new pair. */
async function anotherTabRenews(refreshToken: string, storedExpiresAt?: number): Promise<SessionTokens> {
  const response = await fetch(`${API}/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as SessionTokens;
  const tokens = { token: body.token, refreshToken: body.refreshToken, expiresAt: storedExpiresAt ?? body.expiresAt };
  localStorage.setItem(SESSION_KEYS.token, tokens.token);
  localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(SESSION_KEYS.tokenExpiresAt, String(tokens.expiresAt));
  return tokens;
}

/** A data call through the API slice (the birthday of the signed-in user). */
async function dataCall(store: AppStore, userId: number) {
  const call = store.dispatch(sessionApi.endpoints.getBirthday.initiate(userId, { forceRefetch: true }));
  // unwrap: the call's own outcome (a session that ends clears the cache, and the cached result with it).
  const result = await call.unwrap().then(
    (data) => ({ data, error: undefined }),
    (error: unknown) => ({ data: undefined, error }),
  );
  call.unsubscribe();
  return result;
}

/** Whether a token is accepted by the mock right now. */
async function works(token: string, userId: number): Promise<boolean> {
  const response = await fetch(`${API}/aniversario/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status === 200;
}

/** A Web Locks stand-in (jsdom has none): one holder at a time, in request order. */
function installLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request(_name: string, work: () => Promise<unknown>) {
      const run = tail.then(() => work());
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

describe('renewSession', () => {
  it('makes one POST /refresh for concurrent callers in a tab, and they all get the new tokens', async () => {
    const { store, session } = await signedInStore();
    // About to expire: a call leaving now renews first (freshTokens), and joins the renewal under way.
    store.dispatch(tokensRefreshed({ ...tokensOf(store), expiresAt: nowSeconds() + 1 }));
    const [fresh, ...renewals] = await Promise.all([
      freshTokens(store),
      renewSession(store),
      renewSession(store),
      renewSession(store),
    ]);
    expect(refreshes()).toBe(1);
    const [first, ...others] = renewals;
    expect(first!.kind).toBe('renewed');
    for (const other of others) expect(other).toBe(first);
    const renewed = tokensOf(store);
    expect(fresh).toEqual(renewed);
    expect(renewed.token).not.toBe(session.token);
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    // Kept in the store and in storage (for the other tabs), and the new token works.
    expect(storedTokens()).toEqual(renewed);
    expect(await works(renewed.token, session.userId)).toBe(true);
  });

  it('keeps the fresh signed URL of the photo the renewal answers (it lives as long as a token)', async () => {
    const { store } = await signedInStore();
    server.use(
      http.post(`${API}/refresh`, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        return HttpResponse.json({
          token: `novo-${refreshToken.slice(0, 4)}`,
          refreshToken: 'r'.repeat(40),
          expiresAt: nowSeconds() + 3600,
          userProfilePhoto: 'http://localhost:3000/storage/v1/object/sign/avatars/1/nova.png?token=fresco',
        });
      }),
    );
    expect((await renewSession(store)).kind).toBe('renewed');
    expect(store.getState().session.current!.userProfilePhoto).toBe(
      'http://localhost:3000/storage/v1/object/sign/avatars/1/nova.png?token=fresco',
    );
    expect(localStorage.getItem(SESSION_KEYS.userProfilePhoto)).toBe(
      'http://localhost:3000/storage/v1/object/sign/avatars/1/nova.png?token=fresco',
    );
  });

  it('renews again once the first renewal is over (one at a time, not once ever)', async () => {
    const { store } = await signedInStore();
    await renewSession(store);
    await renewSession(store);
    expect(refreshes()).toBe(2);
    expect(store.getState().session.current).not.toBeNull();
  });

  it('adopts the tokens another tab stored instead of spending its own, already used, refresh token', async () => {
    const { store, session } = await signedInStore();
    const theirs = await anotherTabRenews(session.refreshToken);
    requests = [];
    const renewal = await renewSession(store);
    expect(refreshes()).toBe(0);
    expect(renewal).toEqual({ kind: 'renewed', tokens: theirs });
    expect(tokensOf(store)).toEqual(theirs);
    expect(await works(theirs.token, session.userId)).toBe(true);
  });

  it('adopts another tab’s tokens even when they are short-lived ones (a test build’s seconds-long tokens)', async () => {
    const { store, session } = await signedInStore();
    const theirs = await anotherTabRenews(session.refreshToken, nowSeconds() + 8);
    requests = [];
    const renewal = await renewSession(store);
    // Spending our refresh token again would be a replay: the server would end the session.
    expect(refreshes()).toBe(0);
    expect(renewal).toEqual({ kind: 'renewed', tokens: theirs });
    expect(store.getState().session.current).not.toBeNull();
    expect(await works(theirs.token, session.userId)).toBe(true);
  });

  it('does not renew again when another tab’s renewal reached this tab while it waited for the lock', async () => {
    installLocks();
    const { store, session } = await signedInStore();
    let release!: () => void;
    let theirs!: SessionTokens;
    // The other tab holds the lock while it renews; this tab's timer fires meanwhile and waits.
    const otherTab = navigator.locks.request('escola-session-refresh', async () => {
      theirs = await anotherTabRenews(session.refreshToken);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await vi.waitFor(() => expect(theirs).toBeDefined());
    const waiting = renewSession(store);
    // The storage event of the other tab's write arrives first: the tab follows it (src/app/store.ts).
    store.dispatch(tokensRefreshed(theirs));
    release();
    await otherTab;
    expect(await waiting).toEqual({ kind: 'renewed', tokens: theirs });
    expect(refreshes()).toBe(1); // the other tab's only
    expect(tokensOf(store)).toEqual(theirs);
    expect(await works(theirs.token, session.userId)).toBe(true);
  });

  it('answers "ended" when the server refuses the refresh token (the session was ended on the server)', async () => {
    const { store, session } = await signedInStore();
    await fetch(`${API}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    expect(await renewSession(store)).toEqual({ kind: 'ended' });
  });

  it('answers "unreachable" when the server cannot be reached or fails, keeping the session', async () => {
    const { store, session } = await signedInStore();
    server.use(http.post(`${API}/refresh`, () => HttpResponse.error()));
    expect(await renewSession(store)).toEqual({ kind: 'unreachable' });
    server.use(http.post(`${API}/refresh`, () => HttpResponse.json({ msg: 'Erro interno' }, { status: 503 })));
    expect(await renewSession(store)).toEqual({ kind: 'unreachable' });
    expect(tokensOf(store)).toEqual({ token: session.token, refreshToken: session.refreshToken, expiresAt: session.expiresAt });
    expect(storedTokens().token).toBe(session.token);
  });
});

describe('following another tab (src/app/store.ts)', () => {
  /** Another tab's write as this tab sees it: one storage event per key, in the order they were written. */
  function otherTabWrites(entries: [string, string | null][]) {
    for (const [key, newValue] of entries) {
      const oldValue = localStorage.getItem(key);
      if (newValue === null) localStorage.removeItem(key);
      else localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
    }
  }

  it('takes the renewed tokens another tab stored, expiry included, without writing them back', async () => {
    const { store, session } = await signedInStore();
    const theirs = { token: 'tok-renovado', refreshToken: 'ref-renovado', expiresAt: session.expiresAt + 600 };
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    otherTabWrites([
      [SESSION_KEYS.token, theirs.token],
      [SESSION_KEYS.refreshToken, theirs.refreshToken],
      [SESSION_KEYS.tokenExpiresAt, String(theirs.expiresAt)],
    ]);
    expect(tokensOf(store)).toEqual(theirs);
    // Only the other tab's three writes: this tab wrote nothing back.
    expect(setItem).toHaveBeenCalledTimes(3);
    expect(store.getState().session.current?.userId).toBe(session.userId);
  });

  it('signs out when another tab signs out', async () => {
    const { store } = await signedInStore();
    otherTabWrites(Object.values(SESSION_KEYS).map((key) => [key, null]));
    expect(store.getState().session).toEqual({ current: null, endReason: 'logout' });
  });
});

describe('a data call and a 401 (src/api/base-api.ts)', () => {
  it('renews once and retries once after a 401, with the new token, and the user stays signed in', async () => {
    const { store, session } = await signedInStore();
    const sentWith: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/aniversario/')) sentWith.push(request.headers.get('authorization'));
    });
    // The server has ended the token (as after its expiry); the call meets a 401 once.
    server.use(
      http.get(
        `${API}/aniversario/:userId`,
        () => HttpResponse.json({ msg: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
        {
          once: true,
        },
      ),
    );
    const result = await dataCall(store, session.userId);
    expect(result.error).toBeUndefined();
    expect(result.data).toHaveProperty('cp_datanascimento');
    expect(refreshes()).toBe(1);
    const renewed = tokensOf(store);
    expect(sentWith).toEqual([`Bearer ${session.token}`, `Bearer ${renewed.token}`]);
    expect(store.getState().session.current).not.toBeNull();
  });

  it('signs out when the retried call meets a 401 again (no second renewal, no loop)', async () => {
    const { store, session } = await signedInStore();
    server.use(
      http.get(`${API}/aniversario/:userId`, () =>
        HttpResponse.json({ msg: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
      ),
    );
    const result = await dataCall(store, session.userId);
    expect(result.data).toBeUndefined();
    expect(requests.filter((r) => r.startsWith('GET /aniversario/'))).toHaveLength(2);
    expect(refreshes()).toBe(1);
    expect(store.getState().session).toEqual({ current: null, endReason: 'expired' });
    expect(storedTokens().token).toBeNull();
  });

  it('ends the session when the renewal is refused: signed out, storage cleared', async () => {
    const { store, session } = await signedInStore();
    // Logged out on the server (another device, a new password…): the token and the refresh token are dead.
    await fetch(`${API}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    requests = [];
    const result = await dataCall(store, session.userId);
    expect(result.data).toBeUndefined();
    expect(refreshes()).toBe(1);
    expect(requests.filter((r) => r.startsWith('GET /aniversario/'))).toHaveLength(1);
    expect(store.getState().session).toEqual({ current: null, endReason: 'expired' });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('does not sign out when the server cannot be reached to renew: the call fails, the session stays', async () => {
    const { store, session } = await signedInStore();
    server.use(
      http.get(`${API}/aniversario/:userId`, () =>
        HttpResponse.json({ msg: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
      ),
      http.post(`${API}/refresh`, () => HttpResponse.error()),
    );
    const result = await dataCall(store, session.userId);
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.current).toMatchObject({ token: session.token, refreshToken: session.refreshToken });
    expect(storedTokens().token).toBe(session.token);
  });

  it('renews before the call when the token is about to expire (the machine slept), without a 401', async () => {
    const { store, session } = await signedInStore();
    store.dispatch(tokensRefreshed({ ...tokensOf(store), expiresAt: nowSeconds() + 1 }));
    requests = [];
    const result = await dataCall(store, session.userId);
    expect(result.error).toBeUndefined();
    expect(requests).toEqual(['POST /refresh', `GET /aniversario/${session.userId}`]);
    expect(tokensOf(store).token).not.toBe(session.token);
  });

  it('leaves renewing to the timer while the token has more than a few seconds left (no early renewal beside it)', async () => {
    const { store, session } = await signedInStore();
    // A 12 s token 5 s from expiry: the timer renews it at 3 s (a quarter of its life); a call now just uses it.
    store.dispatch(tokensRefreshed({ ...tokensOf(store), expiresAt: nowSeconds() + 5 }));
    requests = [];
    const result = await dataCall(store, session.userId);
    expect(result.error).toBeUndefined();
    expect(requests).toEqual([`GET /aniversario/${session.userId}`]);
    expect(tokensOf(store).token).toBe(session.token);
  });

  it('retries with the newer token, without renewing, when the session was renewed while the call was out', async () => {
    const { store, session } = await signedInStore();
    server.use(
      http.get(
        `${API}/aniversario/:userId`,
        async () => {
          // The renewal finishes while this call is on its way back with a 401.
          await renewSession(store);
          return HttpResponse.json({ msg: 'Sessão expirada. Entre novamente.' }, { status: 401 });
        },
        { once: true },
      ),
    );
    const result = await dataCall(store, session.userId);
    expect(result.error).toBeUndefined();
    expect(refreshes()).toBe(1);
    expect(store.getState().session.current).not.toBeNull();
  });
});

describe('scheduleRenewal', () => {
  const T0 = new Date('2025-03-10T12:00:00Z');

  /** A store holding tokens that expire in `life` seconds; the refresh answers tokens of `renewedLife`. */
  function timedStore(life: number, renewedLife = life) {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let n = 0;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      n += 1;
      const body = { token: `t${n}`, refreshToken: `r${n}`, expiresAt: nowSeconds() + renewedLife };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const session: Session = {
      userId: 3,
      userType: 3,
      userName: 'Secretária',
      userProfilePhoto: null,
      schoolId: 1,
      turmaID: null,
      token: 't0',
      refreshToken: 'r0',
      expiresAt: nowSeconds() + life,
    };
    // As the app: the store schedules on start and again after every renewal.
    const store = setupStore({ storage: null, preloadedState: { session: { current: session, endReason: null } } });
    return { store, calls: () => fetchSpy.mock.calls.length };
  }

  it('renews an hour token a minute before it expires', async () => {
    const { store, calls } = timedStore(3600);
    await vi.advanceTimersByTimeAsync(3540_000 - 1);
    expect(calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1);
    expect(tokensOf(store)).toEqual({ token: 't1', refreshToken: 'r1', expiresAt: T0.getTime() / 1000 + 3540 + 3600 });
    // … and the next one a minute before the new token expires.
    await vi.advanceTimersByTimeAsync(3540_000);
    expect(calls()).toBe(2);
  });

  it.each([
    [20, 15],
    [12, 9],
    [8, 6],
  ])('renews a %i s token at about ¾ of its life (%i s)', async (life, at) => {
    const { calls } = timedStore(life);
    await vi.advanceTimersByTimeAsync(at * 1000 - 1);
    expect(calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(at * 1000);
    expect(calls()).toBe(2);
  });

  it('never renews faster than every 5 s when the clocks disagree (tokens already expired by this clock)', async () => {
    // The server's clock is 2 minutes behind: every token it issues has "expired" here.
    const { store, calls } = timedStore(-120, -120);
    await vi.advanceTimersByTimeAsync(5_000 - 1);
    expect(calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBeLessThanOrEqual(13);
    expect(calls()).toBeGreaterThanOrEqual(12);
    expect(store.getState().session.current).not.toBeNull();
  });

  it('a 1 s token is renewed 5 s later, not in a loop', async () => {
    const { calls } = timedStore(1, 1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls()).toBe(6);
  });

  it('tries again 15 s after the server could not be reached, without ending the session', async () => {
    const { store, calls } = timedStore(20);
    const onEnded = vi.fn();
    scheduleRenewal(store, onEnded);
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls()).toBe(1);
    expect(store.getState().session.current?.token).toBe('t0');
    // 15 s later it schedules again: the token has expired by then, so after the shortest wait.
    await vi.advanceTimersByTimeAsync(15_000 + 5_000);
    expect(calls()).toBe(2);
    expect(store.getState().session.current?.token).toBe('t1');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the scheduled renewal is refused', async () => {
    const { store } = timedStore(20);
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      HttpResponse.json({ msg: 'Sessão expirada. Entre novamente.' }, { status: 401 }) as Response,
    );
    await vi.advanceTimersByTimeAsync(15_000);
    expect(store.getState().session).toEqual({ current: null, endReason: 'expired' });
    // No timer is left running after the end.
    expect(vi.getTimerCount()).toBe(0);
  });
});

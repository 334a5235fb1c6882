// @vitest-environment node
/**
 * The mock's sessions with seconds-long access tokens (what the browser build
 * does with `escola-mock-token-seconds`, docs/decisions.md §30): a token stops
 * working when it expires, a refresh gives a working one, a spent refresh
 * token presented again ends the session — unless within the reuse interval,
 * when it gets the current pair —, logout ends it too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_REUSE_SECONDS } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { DEMO_PASSWORD } from '../seed';
import { callApi } from '../testing';
import { setAccessTokenSeconds } from './auth';

const EXPIRED = { msg: SERVER_MESSAGES.sessionExpired };
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Tokens {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

async function login(): Promise<Tokens & { userId: number }> {
  const { status, body } = await callApi('POST', '/login', { json: { login: 'secretaria', password: DEMO_PASSWORD } });
  expect(status).toBe(200);
  return body;
}

const refresh = (refreshToken: string) => callApi<Tokens>('POST', '/refresh', { json: { refreshToken } });
const self = (token: string, userId: number) => callApi('GET', `/users/${userId}`, { token });

beforeEach(() => setAccessTokenSeconds(1));
afterEach(() => {
  vi.useRealTimers();
  setAccessTokenSeconds(3600);
});

describe('mock sessions with 1 s access tokens (setAccessTokenSeconds)', () => {
  it('a token expires (401 after expiry); a refresh gives a working one, expiring in turn', async () => {
    // Only Date is faked: the clock is moved past each expiry instead of waiting for it (a token
    // issued at x.999 s would otherwise expire a millisecond later, on a busy machine before its first use).
    const start = Math.floor(Date.now() / 1000) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await login();
    expect(first.expiresAt - nowSeconds()).toBeLessThanOrEqual(1);
    expect((await self(first.token, first.userId)).status).toBe(200);
    vi.setSystemTime(start + 2100);
    expect(await self(first.token, first.userId)).toMatchObject({ status: 401, body: EXPIRED });

    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(first.token);
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect(renewed.body.expiresAt - nowSeconds()).toBeLessThanOrEqual(1);
    expect((await self(renewed.body.token, first.userId)).status).toBe(200);
    // The expired token stays refused.
    expect((await self(first.token, first.userId)).status).toBe(401);

    vi.setSystemTime(start + 4200);
    expect((await self(renewed.body.token, first.userId)).status).toBe(401);
    // The session itself lives on: the newest refresh token still renews it.
    const again = await refresh(renewed.body.refreshToken);
    expect(again.status).toBe(200);
    expect((await self(again.body.token, first.userId)).status).toBe(200);
  });

  it(`a spent refresh token presented again within ${REFRESH_TOKEN_REUSE_SECONDS} s gets the current pair (two tabs); later it ends the whole session`, async () => {
    setAccessTokenSeconds(3600);
    const start = Date.now();
    // Only Date is faked: the clock is moved past the reuse interval instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await login();
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    vi.setSystemTime(start + (REFRESH_TOKEN_REUSE_SECONDS - 1) * 1000);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(renewed.body);
    expect((await self(again.body.token, first.userId)).status).toBe(200);
    // Past the interval it is a replay: refused, and the whole session ends.
    vi.setSystemTime(start + (REFRESH_TOKEN_REUSE_SECONDS + 1) * 1000);
    expect(await refresh(first.refreshToken)).toMatchObject({ status: 401, body: EXPIRED });
    // The live pair is dead too: whoever replayed the token gets nothing, and neither does the session.
    expect((await self(renewed.body.token, first.userId)).status).toBe(401);
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
    // A new sign-in is a new session.
    const fresh = await login();
    expect((await self(fresh.token, fresh.userId)).status).toBe(200);
  });

  it('logout ends the session: its token and its refresh token stop working at once', async () => {
    const mine = await login();
    const other = await login();
    expect(await callApi('POST', '/logout', { token: mine.token })).toMatchObject({
      status: 200,
      body: { msg: SERVER_MESSAGES.loggedOut },
    });
    expect((await self(mine.token, mine.userId)).status).toBe(401);
    expect(await refresh(mine.refreshToken)).toMatchObject({ status: 401, body: EXPIRED });
    // Another session of the same person goes on.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('two renewals at once with the same refresh token both get the same new pair; the session goes on', async () => {
    setAccessTokenSeconds(3600);
    const first = await login();
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.refreshToken).toBe(a.body.refreshToken);
    expect((await self(b.body.token, first.userId)).status).toBe(200);
    expect((await refresh(a.body.refreshToken)).status).toBe(200);
  });

  it('a refresh token no session ever issued is refused', async () => {
    expect(await refresh('0'.repeat(64))).toMatchObject({ status: 401, body: EXPIRED });
  });
});

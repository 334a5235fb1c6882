// @vitest-environment node
/**
 * The mock's sessions with seconds-long access tokens (what the browser build
 * does with `escola-mock-token-seconds`, docs/decisions.md §30): a token stops
 * working when it expires, a refresh gives a working one, a spent refresh
 * token presented again ends the session, logout ends it too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@contract/messages';
import { DEMO_PASSWORD } from '../seed';
import { callApi } from '../testing';
import { setAccessTokenSeconds } from './auth';

const EXPIRED = { msg: SERVER_MESSAGES.sessionExpired };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
afterEach(() => setAccessTokenSeconds(3600));

describe('mock sessions with 1 s access tokens (setAccessTokenSeconds)', () => {
  it('a token expires (401 after expiry); a refresh gives a working one, expiring in turn', async () => {
    const first = await login();
    expect(first.expiresAt - nowSeconds()).toBeLessThanOrEqual(1);
    expect((await self(first.token, first.userId)).status).toBe(200);
    await sleep(2100);
    expect(await self(first.token, first.userId)).toMatchObject({ status: 401, body: EXPIRED });

    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(first.token);
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect(renewed.body.expiresAt - nowSeconds()).toBeLessThanOrEqual(1);
    expect((await self(renewed.body.token, first.userId)).status).toBe(200);
    // The expired token stays refused.
    expect((await self(first.token, first.userId)).status).toBe(401);

    await sleep(2100);
    expect((await self(renewed.body.token, first.userId)).status).toBe(401);
    // The session itself lives on: the newest refresh token still renews it.
    const again = await refresh(renewed.body.refreshToken);
    expect(again.status).toBe(200);
    expect((await self(again.body.token, first.userId)).status).toBe(200);
  });

  it('a spent refresh token presented again is refused and ends the whole session', async () => {
    const first = await login();
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
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

  it('a refresh token no session ever issued is refused', async () => {
    expect(await refresh('0'.repeat(64))).toMatchObject({ status: 401, body: EXPIRED });
  });
});

// @vitest-environment node
/**
 * The sign-in throttle's client address in the api (docs/decisions.md §53):
 * `addressKey` (what an address is counted under), the address as only
 * `AppOptions.clientAddress` tells it — a forwarding header a client sends
 * changes nothing —, the count per login alone when no address is known,
 * and an attempt given back when the auth service, not the password, failed.
 * The rule itself is proven in tests/db/tentativas-login.test.ts; the
 * answers on every backend in ./scenarios-throttle.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE, THROTTLE_MESSAGES } from '../../supabase/functions/_shared/contract/throttle.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { addressKey } from '../../supabase/functions/api/lib/throttle.ts';
import { AuthError, type Ports } from '../../supabase/functions/api/ports.ts';
import type { LocalPorts } from '../../server/local-ports.ts';
import type { Db } from '../db/harness/db.ts';
import { localPortsSuite } from './local-ports-suite.ts';
import { P, PASSWORD } from './people.ts';

const LOGIN = THROTTLE.login;

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ff', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('%s → %s', (raw, key) => expect(addressKey(raw)).toBe(key));

  it.each([
    null,
    undefined,
    '',
    'unknown',
    '256.1.1.1',
    '1.2.3',
    '203.0.113.7, 10.0.0.1',
    'fe80::1%eth0',
    '1::2::3',
    'x'.repeat(50),
  ])('%s is no address', (raw) => expect(addressKey(raw)).toBeNull());
});

describe('the api counts sign-ins per the address its platform reports', () => {
  let db: Db;
  let local: LocalPorts;
  const suite = localPortsSuite('throttle');
  beforeAll(() => {
    ({ db, local } = suite);
  });

  /** The api over the local ports; `address` is what the platform says, per request. */
  function api(address: ((request: Request) => string | null) | null, ports: Partial<Ports> = {}) {
    const app = createApp(
      { ...local.ports, ...ports },
      {
        mounts: ['/api'],
        publicApiUrl: 'http://localhost/api',
        publicStorageUrl: 'http://localhost/storage/v1',
        // The auth service's failure (503) is logged on purpose below.
        logError: () => {},
        ...(address ? { clientAddress: (c) => address(c.req.raw) } : {}),
      },
    );
    return async (login: string, password: string, headers: Record<string, string> = {}) => {
      const res = await app.fetch(
        new Request('http://localhost/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ login, password }),
        }),
      );
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { msg?: string } };
    };
  }

  it(`locks an address after ${LOGIN.perAddress} failures of any logins; a forwarding header a client sends changes nothing`, async () => {
    // The platform's word is a header of its own here; X-Forwarded-For is the client's and ignored.
    const signIn = api((request) => request.headers.get('x-plataforma'));
    const from = (address: string, login: string, password = 'errada') =>
      signIn(login, password, { 'x-plataforma': address, 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250)}` });
    for (let n = 0; n < LOGIN.perAddress; n++) expect((await from('203.0.113.1', `alguem.${n}`)).status).toBe(401);
    const locked = await from('203.0.113.1', P.gestor.cp_login, PASSWORD);
    expect(locked).toEqual({
      status: 429,
      retryAfter: String(LOGIN.lockBaseSeconds),
      body: { msg: THROTTLE_MESSAGES.login(LOGIN.lockBaseSeconds) },
    });
    expect((await from('203.0.113.2', P.gestor.cp_login, PASSWORD)).status).toBe(200);
    // IPv4 as IPv4-mapped IPv6 (a dual-stack socket) is the same address.
    expect((await from('::ffff:203.0.113.1', P.gestor.cp_login, PASSWORD)).status).toBe(429);
  }, 60_000);

  it('counts per login only when no address is known', async () => {
    const signIn = api(null);
    for (let n = 0; n < LOGIN.perAddress + 2; n++) expect((await signIn(`alguem.${n}`, 'errada')).status).toBe(401);
    expect((await signIn(P.gestor.cp_login, PASSWORD)).status).toBe(200);
    const rows = await db.query<{ chave: string }>("select chave from private.tentativas where chave like 'ip:%'");
    expect(rows).toEqual([]);
  }, 60_000);

  it('gives an attempt back when the auth service failed, not the password', async () => {
    const down = api(() => '203.0.113.9', {
      auth: { ...local.ports.auth, signInWithPassword: () => Promise.reject(new AuthError('unavailable', 'down')) },
    });
    for (let n = 0; n < LOGIN.perKey + 2; n++) expect((await down(P.gestor.cp_login, PASSWORD)).status).toBe(503);
    expect((await api(() => '203.0.113.9')(P.gestor.cp_login, PASSWORD)).status).toBe(200);
    expect(await db.query('select 1 from private.tentativas')).toEqual([]);
  }, 60_000);
});

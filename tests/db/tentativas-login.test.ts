// @vitest-environment node
/**
 * The counts against guessing (supabase/migrations/*_tentativas_login.sql;
 * docs/decisions.md §53), with the contract's THROTTLE numbers as the api
 * hands them in:
 *
 * - the attempt reaching a key's limit locks it; while locked the wait is
 *   answered and nothing is counted; each later lock doubles, up to the
 *   maximum — the SQL's durations are the contract's `lockSeconds`;
 * - a key is forgotten a window after its last attempt or its lock's end;
 * - an address collects the attempts of every login made from it;
 * - what is given back (a sign-in that succeeded) lifts the lock it set;
 * - the table's actions are the contract's.
 *
 * Time passes by moving the stored timestamps back through the owner's
 * connection: a transaction's now() stands still, and nothing waits.
 */
import { describe, expect, it } from 'vitest';
import {
  lockSeconds,
  THROTTLE,
  type ThrottleAction,
  type ThrottleRule,
} from '../../supabase/functions/_shared/contract/throttle.ts';
import { startAttempt } from '../../supabase/functions/api/lib/throttle.ts';
import type { Sql } from '../../supabase/functions/api/ports.ts';
import { seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { inRole, userClaims, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();

const LOGIN = THROTTLE.login;
const SECRETARIA = userClaims(seedAuthUserId(3), 'secretaria@example.test');

interface Keyed {
  readonly acao?: ThrottleAction;
  readonly count?: boolean;
}

/** private.tentativas_iniciar as the api calls it: the keys with their limits, the rule's numbers. */
async function start(tx: Queryable, keys: Record<string, number>, { acao = 'login', count = true }: Keyed = {}): Promise<number> {
  const rule: ThrottleRule = THROTTLE[acao];
  const [row] = await tx.query<{ wait: number }>(
    'select private.tentativas_iniciar($1, $2::text[], $3::integer[], $4, $5, $6, $7) as wait',
    [acao, Object.keys(keys), Object.values(keys), rule.windowSeconds, rule.lockBaseSeconds, rule.lockMaxSeconds, count],
  );
  return Number(row!.wait);
}

const giveBack = (tx: Queryable, acao: ThrottleAction, back: string[], forget: string[]) =>
  tx.query('select private.tentativas_devolver($1, $2::text[], $3::text[])', [acao, back, forget]);

/** A key's count, its lock left and when it is forgotten (seconds from now; null when none). */
async function state(tx: Queryable, chave: string, acao: ThrottleAction = 'login') {
  const [row] = await tx.query<{ falhas: number; lock: number | null; forget: number }>(
    `select falhas, ceil(extract(epoch from bloqueado_ate - now()))::integer as lock,
            ceil(extract(epoch from esquecer_em - now()))::integer as forget
       from private.tentativas where acao = $1 and chave = $2`,
    [acao, chave],
  );
  return row ?? null;
}

/** `seconds` pass for every stored key. */
const pass = (tx: Queryable, seconds: number) =>
  tx.query(
    `update private.tentativas set bloqueado_ate = bloqueado_ate - make_interval(secs => $1),
                                   esquecer_em = esquecer_em - make_interval(secs => $1)`,
    [seconds],
  );

const login = (n: number | string) => `login:teste-${n}`;
const ONE = { [login('a')]: LOGIN.perKey };

describe('private.tentativas', () => {
  it('is reached only through its two security-definer functions, which anon and authenticated execute', async () => {
    const db = getDb();
    const fns = await db.query<{ fn: string; definer: boolean; config: string[] }>(
      `select p.proname as fn, p.prosecdef as definer, p.proconfig as config from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'private' and p.proname like 'tentativas\\_%' order by 1`,
    );
    expect(fns.map((f) => [f.fn, f.definer, f.config])).toEqual([
      ['tentativas_devolver', true, ['search_path=""']],
      ['tentativas_iniciar', true, ['search_path=""']],
    ]);
    const [rls] = await db.query<{ on: boolean }>(
      "select relrowsecurity as on from pg_class where oid = 'private.tentativas'::regclass",
    );
    expect(rls!.on).toBe(true);
    await withRollback(db, async (tx) => {
      for (const who of ['anon', SECRETARIA] as const) {
        await inRole(tx, who, async (t) => {
          expect(await failure(t, 'select 1 from private.tentativas')).toBe('42501');
          expect(await start(t, ONE)).toBe(0);
          await giveBack(t, 'login', [], [login('a')]);
        });
      }
    });
  });

  it('keeps the contract’s actions apart, and no others', async () => {
    const [check] = await getDb().query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = 'private.tentativas'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%acao%'`,
    );
    const allowed = [...check!.def.matchAll(/'([a-z]+)'/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual(Object.keys(THROTTLE).sort());
    await withRollback(getDb(), async (tx) => {
      await inRole(tx, 'anon', async (t) => {
        for (let i = 0; i < LOGIN.perKey; i++) await start(t, { 'ip:x': LOGIN.perKey });
        expect(await start(t, { 'ip:x': LOGIN.perKey })).toBeGreaterThan(0);
        expect(await start(t, { 'ip:x': THROTTLE.cadastro.perKey }, { acao: 'cadastro' })).toBe(0);
      });
    });
  });

  it(`locks a login at its ${LOGIN.perKey}th attempt for ${LOGIN.lockBaseSeconds} s; while locked the wait is answered and nothing counted`, async () => {
    await withRollback(getDb(), async (tx) => {
      const anon = <T>(fn: (t: Queryable) => Promise<T>) => inRole(tx, 'anon', fn);
      for (let i = 1; i < LOGIN.perKey; i++) expect(await anon((t) => start(t, ONE))).toBe(0);
      expect(await state(tx, login('a'))).toEqual({ falhas: LOGIN.perKey - 1, lock: null, forget: LOGIN.windowSeconds });
      // The attempt reaching the limit goes ahead (it is counted) and locks the login.
      expect(await anon((t) => start(t, ONE))).toBe(0);
      expect(await state(tx, login('a'))).toEqual({
        falhas: LOGIN.perKey,
        lock: LOGIN.lockBaseSeconds,
        forget: LOGIN.lockBaseSeconds + LOGIN.windowSeconds,
      });
      for (let i = 0; i < 3; i++) expect(await anon((t) => start(t, ONE))).toBe(LOGIN.lockBaseSeconds);
      expect((await state(tx, login('a')))!.falhas).toBe(LOGIN.perKey);
      await pass(tx, LOGIN.lockBaseSeconds - 10);
      expect(await anon((t) => start(t, ONE))).toBe(10);
      // Another login is not touched.
      expect(await anon((t) => start(t, { [login('b')]: LOGIN.perKey }))).toBe(0);
    });
  });

  it(`grows each lock after the first: ${LOGIN.lockBaseSeconds} s doubling up to ${LOGIN.lockMaxSeconds} s — the contract’s lockSeconds`, async () => {
    await withRollback(getDb(), async (tx) => {
      const seen: number[] = [];
      for (let n = 1; n <= LOGIN.perKey + 8; n++) {
        expect(await inRole(tx, 'anon', (t) => start(t, ONE))).toBe(0);
        const { falhas, lock } = (await state(tx, login('a')))!;
        expect(falhas).toBe(n);
        expect(lock ?? 0).toBe(lockSeconds(LOGIN, LOGIN.perKey, n));
        seen.push(lock ?? 0);
        // The lock runs out (the window does not: it counts from the lock's end).
        if (lock) await pass(tx, lock);
      }
      expect(seen.slice(LOGIN.perKey - 1, LOGIN.perKey + 2)).toEqual([
        LOGIN.lockBaseSeconds,
        2 * LOGIN.lockBaseSeconds,
        4 * LOGIN.lockBaseSeconds,
      ]);
      expect(seen.at(-1)).toBe(LOGIN.lockMaxSeconds);
    });
  });

  it(`forgets a key ${LOGIN.windowSeconds} s after its last attempt, or after its lock's end`, async () => {
    await withRollback(getDb(), async (tx) => {
      const attempt = () => inRole(tx, 'anon', (t) => start(t, ONE));
      for (let i = 1; i < LOGIN.perKey; i++) await attempt();
      await pass(tx, LOGIN.windowSeconds - 1);
      // Still within the window: the next one is the limit's.
      await attempt();
      expect(await state(tx, login('a'))).toMatchObject({ falhas: LOGIN.perKey, lock: LOGIN.lockBaseSeconds });
      // A window after the attempt, but the lock ended later: still remembered, and the next lock doubles.
      await pass(tx, LOGIN.windowSeconds);
      expect((await state(tx, login('a')))!.forget).toBe(LOGIN.lockBaseSeconds);
      await attempt();
      expect(await state(tx, login('a'))).toMatchObject({ falhas: LOGIN.perKey + 1, lock: 2 * LOGIN.lockBaseSeconds });
      // A window after the lock's end: forgotten, counted afresh.
      await pass(tx, 2 * LOGIN.lockBaseSeconds + LOGIN.windowSeconds);
      await attempt();
      expect(await state(tx, login('a'))).toEqual({ falhas: 1, lock: null, forget: LOGIN.windowSeconds });
    });
  });

  it(`locks an address after ${LOGIN.perAddress} attempts of any logins made from it; another address goes on`, async () => {
    await withRollback(getDb(), async (tx) => {
      const from = (address: string, n: number) =>
        inRole(tx, 'anon', (t) => start(t, { [login(n)]: LOGIN.perKey, [`ip:${address}`]: LOGIN.perAddress }));
      for (let n = 1; n <= LOGIN.perAddress; n++) expect(await from('203.0.113.1', n)).toBe(0);
      expect(await state(tx, 'ip:203.0.113.1')).toMatchObject({ falhas: LOGIN.perAddress, lock: LOGIN.lockBaseSeconds });
      // A login never tried before, from that address: refused, and counted on neither key.
      expect(await from('203.0.113.1', 999)).toBe(LOGIN.lockBaseSeconds);
      expect(await state(tx, login(999))).toMatchObject({ falhas: 0 });
      expect(await from('203.0.113.2', 999)).toBe(0);
      expect(await state(tx, login(999))).toMatchObject({ falhas: 1 });
    });
  });

  it('gives back an attempt that was no guess: a sign-in forgets its login, and the lock it set on the address is lifted', async () => {
    await withRollback(getDb(), async (tx) => {
      const from = (n: number) =>
        inRole(tx, 'anon', (t) => start(t, { [login(n)]: LOGIN.perKey, 'ip:203.0.113.1': LOGIN.perAddress }));
      for (let n = 1; n < LOGIN.perAddress; n++) await from(n);
      // The attempt reaching the address's limit, which then signs in.
      expect(await from(LOGIN.perAddress)).toBe(0);
      expect((await state(tx, 'ip:203.0.113.1'))!.lock).toBe(LOGIN.lockBaseSeconds);
      await inRole(tx, 'anon', (t) => giveBack(t, 'login', ['ip:203.0.113.1'], [login(LOGIN.perAddress)]));
      expect(await state(tx, login(LOGIN.perAddress))).toBeNull();
      expect(await state(tx, 'ip:203.0.113.1')).toMatchObject({ falhas: LOGIN.perAddress - 1, lock: null });
      expect(await from(1000)).toBe(0);
    });
  });

  it('only asks when told not to count: nothing is stored, a lock is answered', async () => {
    await withRollback(getDb(), async (tx) => {
      const rule = THROTTLE.cadastro;
      const key = { 'conta:teste': rule.perKey };
      await inRole(tx, SECRETARIA, async (t) => {
        expect(await start(t, key, { acao: 'cadastro', count: false })).toBe(0);
      });
      expect(await state(tx, 'conta:teste', 'cadastro')).toBeNull();
      for (let i = 0; i < rule.perKey; i++) await inRole(tx, SECRETARIA, (t) => start(t, key, { acao: 'cadastro' }));
      expect(await inRole(tx, SECRETARIA, (t) => start(t, key, { acao: 'cadastro', count: false }))).toBe(rule.lockBaseSeconds);
      expect((await state(tx, 'conta:teste', 'cadastro'))!.falhas).toBe(rule.perKey);
    });
  });

  it('sweeps keys of anyone that were forgotten while counting', async () => {
    await withRollback(getDb(), async (tx) => {
      await tx.query(
        `insert into private.tentativas (acao, chave, falhas, esquecer_em) values
           ('login', 'login:velho', 3, now() - interval '1 second'), ('login', 'login:recente', 3, now() + interval '1 minute')`,
      );
      await inRole(tx, 'anon', (t) => start(t, ONE));
      const left = await tx.query<{ chave: string }>('select chave from private.tentativas order by chave');
      expect(left.map((r) => r.chave)).toEqual(['login:recente', login('a')]);
    });
  });

  it('refuses malformed arguments (22023), never counting them', async () => {
    await withRollback(getDb(), async (tx) => {
      const call = (
        keys: unknown,
        limits: unknown,
        window: number = LOGIN.windowSeconds,
        base: number = LOGIN.lockBaseSeconds,
        max: number = LOGIN.lockMaxSeconds,
      ) =>
        failure(tx, 'select private.tentativas_iniciar($1, $2::text[], $3::integer[], $4, $5, $6, true)', [
          'login',
          keys,
          limits,
          window,
          base,
          max,
        ]);
      expect(await call([], [])).toBe('22023');
      expect(await call([login('a')], [5, 5])).toBe('22023');
      expect(await call([login('a'), login('a')], [5, 5])).toBe('22023');
      expect(await call([login('a')], [0])).toBe('22023');
      expect(await call([login('a')], [5], 0)).toBe('22023');
      expect(await call([login('a')], [5], 900, 60, 30)).toBe('22023');
      expect(await tx.query('select 1 from private.tentativas')).toEqual([]);
    });
  });

  it('is handed the contract’s numbers by the api (lib/throttle.ts)', async () => {
    const sent: unknown[][] = [];
    const sql: Sql = {
      query: (text, params = []) => {
        sent.push([text, ...params]);
        return Promise.resolve([{ wait: 0 }] as never);
      },
    };
    await startAttempt(sql, { action: 'login', own: login('a'), address: '203.0.113.1' }, true);
    await startAttempt(sql, { action: 'cadastro', own: 'conta:x', address: null }, false);
    const rule = (r: ThrottleRule) => [r.windowSeconds, r.lockBaseSeconds, r.lockMaxSeconds];
    expect(sent.map((s) => s.slice(1))).toEqual([
      ['login', [login('a'), 'ip:203.0.113.1'], [LOGIN.perKey, LOGIN.perAddress], ...rule(LOGIN), true],
      ['cadastro', ['conta:x'], [THROTTLE.cadastro.perKey], ...rule(THROTTLE.cadastro), false],
    ]);
  });
});

// @vitest-environment node
/**
 * The idempotent writes migration (supabase/migrations/*_idempotencia.sql;
 * docs/offline.md, "Idempotent writes"):
 *
 * - the table is closed to anon and authenticated (no select, no write);
 * - reserve → null, then pending, then the stored answer once concluded;
 * - release forgets a pending key only; keys are per account;
 * - keys older than IDEMPOTENCY_TTL_HOURS are forgotten on the owner's next reserve;
 * - two concurrent first reserves of one key: exactly one gets null.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS } from '../../supabase/functions/_shared/contract/offline.ts';
import { seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { asUser, inRole, userClaims, withRollback, type Identity } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();

/** Seeded accounts: the manager (cp_id 1) and the demo student (5). */
const GESTOR = userClaims(seedAuthUserId(1), 'gestor@example.test');
const ALUNO = userClaims(seedAuthUserId(5), 'aluno@example.test');

const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER = '0b7e4c1d-2a3f-4b5c-9d6e-7f8a9b0c1d2e';

type Stored = { rota: string; status?: number; corpo?: unknown; pendente?: boolean } | null;

const reserve = async (tx: Queryable, key: string, route: string): Promise<Stored> =>
  (await tx.query<{ r: Stored }>('select private.idempotencia_reservar($1, $2) as r', [key, route]))[0]!.r;
const conclude = (tx: Queryable, key: string, status: number, body: unknown) =>
  tx.query('select private.idempotencia_concluir($1, $2, $3::text::jsonb)', [key, status, JSON.stringify(body)]);
const release = (tx: Queryable, key: string) => tx.query('select private.idempotencia_liberar($1)', [key]);

describe('private.requisicoes_idempotentes', () => {
  it('is closed to anon and authenticated: no read, no write, no function for anon', async () => {
    await withRollback(getDb(), async (tx) => {
      for (const who of ['anon', GESTOR] as Identity[]) {
        await inRole(tx, who, async (t) => {
          expect(await failure(t, 'select * from private.requisicoes_idempotentes')).toBe('42501');
          expect(
            await failure(t, 'insert into private.requisicoes_idempotentes (auth_user_id, chave, rota) values ($1, $2, $3)', [
              GESTOR.sub,
              KEY,
              'POST /x',
            ]),
          ).toBe('42501');
          expect(await failure(t, 'update private.requisicoes_idempotentes set status = 200')).toBe('42501');
          expect(await failure(t, 'delete from private.requisicoes_idempotentes')).toBe('42501');
        });
      }
      await inRole(tx, 'anon', async (t) => {
        expect(await failure(t, 'select private.idempotencia_reservar($1, $2)', [KEY, 'POST /x'])).toBe('42501');
        expect(await failure(t, 'select private.idempotencia_concluir($1, 200, $2::jsonb)', [KEY, '{}'])).toBe('42501');
        expect(await failure(t, 'select private.idempotencia_liberar($1)', [KEY])).toBe('42501');
      });
    });
  });

  it('reserves, answers pending, then the stored answer; the route is kept for the 422', async () => {
    await asUser(getDb(), GESTOR, async (tx) => {
      expect(await reserve(tx, KEY, 'POST /register-escola')).toBeNull();
      expect(await reserve(tx, KEY, 'POST /register-escola')).toEqual({ pendente: true, rota: 'POST /register-escola' });
      await conclude(tx, KEY, 201, { msg: 'ok', cp_ec_id: 9 });
      const done = { rota: 'POST /register-escola', status: 201, corpo: { msg: 'ok', cp_ec_id: 9 } };
      expect(await reserve(tx, KEY, 'POST /register-escola')).toEqual(done);
      expect(await reserve(tx, KEY, 'PUT /edit-escola/9')).toEqual(done);
      // A stored answer is neither released nor overwritten.
      await release(tx, KEY);
      await conclude(tx, KEY, 200, { msg: 'outro' });
      expect(await reserve(tx, KEY, 'POST /register-escola')).toEqual(done);
    });
  });

  it('releases a pending key, which may then be reserved again', async () => {
    await asUser(getDb(), GESTOR, async (tx) => {
      expect(await reserve(tx, KEY, 'DELETE /delete-escola/2')).toBeNull();
      await release(tx, KEY);
      expect(await reserve(tx, KEY, 'DELETE /delete-escola/2')).toBeNull();
    });
  });

  it('refuses a status that is not 2xx (only successes are stored)', async () => {
    await asUser(getDb(), GESTOR, async (tx) => {
      await reserve(tx, KEY, 'POST /x');
      expect(await failure(tx, 'select private.idempotencia_concluir($1, 404, $2::jsonb)', [KEY, '{}'])).toBe('23514');
    });
  });

  it("keys are per account: another account neither sees nor releases the first's key", async () => {
    const db = getDb();
    await withRollback(db, async (tx) => {
      await inRole(tx, GESTOR, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toBeNull();
        await conclude(t, KEY, 200, { msg: 'gestor' });
      });
      await inRole(tx, ALUNO, async (t) => {
        await release(t, KEY);
        expect(await reserve(t, KEY, 'PUT /y')).toBeNull();
      });
      await inRole(tx, GESTOR, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toMatchObject({ status: 200, corpo: { msg: 'gestor' } });
      });
      const rows = await tx.query<{ rota: string }>(
        'select rota from private.requisicoes_idempotentes where chave = $1 order by rota',
        [KEY],
      );
      expect(rows.map((r) => r.rota)).toEqual(['POST /x', 'PUT /y']);
    });
  });

  it(`forgets the owner's keys older than ${IDEMPOTENCY_TTL_HOURS} hours on their next reserve`, async () => {
    await withRollback(getDb(), async (tx) => {
      const old = `now() - interval '${IDEMPOTENCY_TTL_HOURS} hours' - interval '1 minute'`;
      const recent = `now() - interval '${IDEMPOTENCY_TTL_HOURS} hours' + interval '1 minute'`;
      await tx.query(
        `insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, status, corpo, criado_em) values
           ($1, $2, 'POST /x', 200, '{}', ${old}), ($1, $3, 'POST /x', 200, '{}', ${recent}), ($4, $2, 'POST /x', 200, '{}', ${old})`,
        [GESTOR.sub, KEY, OTHER, ALUNO.sub],
      );
      await inRole(tx, GESTOR, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toBeNull();
        expect(await reserve(t, OTHER, 'POST /x')).toMatchObject({ status: 200 });
      });
      // The student's old key stays until they reserve (good enough: keys are small).
      const [aluno] = await tx.query<{ n: number }>(
        'select count(*)::int as n from private.requisicoes_idempotentes where auth_user_id = $1',
        [ALUNO.sub],
      );
      expect(aluno!.n).toBe(1);
    });
  });

  it('the account goes, its keys go; a token of a gone account reserves nothing', async () => {
    await withRollback(getDb(), async (tx) => {
      // An account without a profile (as a registration compensated before its profile was written).
      const lone = userClaims(crypto.randomUUID(), 'sem-perfil@example.test');
      await tx.query("insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)", [
        lone.sub,
        lone.email,
      ]);
      expect(await inRole(tx, lone, (t) => reserve(t, KEY, 'POST /x'))).toBeNull();
      await tx.query('delete from auth.users where id = $1', [lone.sub]);
      const rows = await tx.query('select 1 from private.requisicoes_idempotentes where auth_user_id = $1', [lone.sub]);
      expect(rows).toEqual([]);
      // A token of an account that is gone reserves nothing (the request then answers 401 on its own).
      expect(await inRole(tx, lone, (t) => reserve(t, KEY, 'POST /x'))).toBeNull();
      expect(await tx.query('select 1 from private.requisicoes_idempotentes where auth_user_id = $1', [lone.sub])).toEqual([]);
    });
  });

  it('two concurrent first reserves of one key: exactly one runs', async () => {
    const db = getDb();
    const key = crypto.randomUUID();
    try {
      const answers = await Promise.all(
        [0, 1].map(() => asUser(db, GESTOR, (tx) => reserve(tx, key, 'POST /register-escola'), { commit: true })),
      );
      expect(answers.filter((a) => a === null)).toHaveLength(1);
      expect(answers.filter((a) => a !== null)).toEqual([{ pendente: true, rota: 'POST /register-escola' }]);
    } finally {
      await db.query('delete from private.requisicoes_idempotentes where chave = $1', [key]);
    }
  });
});

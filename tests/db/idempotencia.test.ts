// @vitest-environment node
/**
 * The idempotent writes migrations (supabase/migrations/*_idempotencia.sql,
 * *_idempotencia_sessao.sql; docs/offline.md, "Idempotent writes"):
 *
 * - the table is closed to anon and authenticated (no select, no write);
 * - reserve → null, then pending, then the stored answer once concluded;
 * - release forgets a pending key only; keys are per account;
 * - a key answers only its own session, while it lives, and only the same
 *   request (route and fingerprint): an ended session or a deleted person
 *   gets `sessao_encerrada` and reserves nothing; another session, route or
 *   fingerprint gets `outra_operacao`, pending or done; keys made before the
 *   session was recorded answer `outra_operacao`;
 * - keys older than IDEMPOTENCY_TTL_HOURS are forgotten on the owner's next reserve;
 * - two concurrent first reserves of one key: exactly one gets null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS } from '../../supabase/functions/_shared/contract/offline.ts';
import { seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { asUser, inRole, userClaims, withRollback, type Identity } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();

/** Seeded accounts: the manager (cp_id 1) and the demo student (5), each signed in (a live session, made below). */
const SESSIONS = { gestor: crypto.randomUUID(), gestor2: crypto.randomUUID(), aluno: crypto.randomUUID() };
const GESTOR = userClaims(seedAuthUserId(1), 'gestor@example.test', { sessionId: SESSIONS.gestor });
/** The manager signed in a second time (another browser). */
const GESTOR_2 = userClaims(seedAuthUserId(1), 'gestor@example.test', { sessionId: SESSIONS.gestor2 });
const ALUNO = userClaims(seedAuthUserId(5), 'aluno@example.test', { sessionId: SESSIONS.aluno });

const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER = '0b7e4c1d-2a3f-4b5c-9d6e-7f8a9b0c1d2e';
/** Request fingerprints (the contract's requestFingerprint: hex SHA-256). */
const PRINT = 'a'.repeat(64);
const PRINT_2 = 'b'.repeat(64);

type Stored = {
  status?: number;
  corpo?: unknown;
  pendente?: boolean;
  outra_operacao?: boolean;
  sessao_encerrada?: boolean;
} | null;

const reserve = async (tx: Queryable, key: string, route: string, print = PRINT): Promise<Stored> =>
  (await tx.query<{ r: Stored }>('select private.idempotencia_reservar($1, $2, $3) as r', [key, route, print]))[0]!.r;
const ANOTHER = { outra_operacao: true };
const ENDED = { sessao_encerrada: true };
const PENDING = { pendente: true };
const conclude = (tx: Queryable, key: string, status: number, body: unknown) =>
  tx.query('select private.idempotencia_concluir($1, $2, $3::text::jsonb)', [key, status, JSON.stringify(body)]);
const release = (tx: Queryable, key: string) => tx.query('select private.idempotencia_liberar($1)', [key]);

beforeAll(async () => {
  // Committed: asUser runs in transactions of its own.
  await getDb().query(
    `insert into auth.sessions (id, user_id, created_at) values ($1, $2, now()), ($3, $2, now()), ($4, $5, now())`,
    [SESSIONS.gestor, GESTOR.sub, SESSIONS.gestor2, SESSIONS.aluno, ALUNO.sub],
  );
});

afterAll(async () => {
  await getDb().query('delete from auth.sessions where id = any($1::uuid[])', [Object.values(SESSIONS)]);
});

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
        expect(await failure(t, 'select private.idempotencia_reservar($1, $2, $3)', [KEY, 'POST /x', PRINT])).toBe('42501');
        expect(await failure(t, 'select private.idempotencia_concluir($1, 200, $2::jsonb)', [KEY, '{}'])).toBe('42501');
        expect(await failure(t, 'select private.idempotencia_liberar($1)', [KEY])).toBe('42501');
      });
    });
  });

  it('the old two-argument reserve is gone; the new one is for authenticated only, security definer, fixed search path', async () => {
    const rows = await getDb().query<{ args: string; definer: boolean; config: string[] | null; anon: boolean; auth: boolean }>(
      `select pg_get_function_identity_arguments(p.oid) as args, p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as auth
         from pg_proc p where p.proname = 'idempotencia_reservar' and p.pronamespace = 'private'::regnamespace`,
    );
    expect(rows).toEqual([
      { args: 'p_chave uuid, p_rota text, p_impressao text', definer: true, config: ['search_path=""'], anon: false, auth: true },
    ]);
  });

  it('reserves, answers pending, then the stored answer; another route is another operation', async () => {
    await asUser(getDb(), GESTOR, async (tx) => {
      expect(await reserve(tx, KEY, 'POST /register-escola')).toBeNull();
      expect(await reserve(tx, KEY, 'POST /register-escola')).toEqual(PENDING);
      await conclude(tx, KEY, 201, { msg: 'ok', cp_ec_id: 9 });
      const done = { status: 201, corpo: { msg: 'ok', cp_ec_id: 9 } };
      expect(await reserve(tx, KEY, 'POST /register-escola')).toEqual(done);
      expect(await reserve(tx, KEY, 'PUT /edit-escola/9')).toEqual(ANOTHER);
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
        expect(await reserve(t, KEY, 'POST /x')).toEqual({ status: 200, corpo: { msg: 'gestor' } });
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
        `insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, sessao, impressao, status, corpo, criado_em) values
           ($1, $2, 'POST /x', $5, $7, 200, '{}', ${old}), ($1, $3, 'POST /x', $5, $7, 200, '{}', ${recent}),
           ($4, $2, 'POST /x', $6, $7, 200, '{}', ${old})`,
        [GESTOR.sub, KEY, OTHER, ALUNO.sub, SESSIONS.gestor, SESSIONS.aluno, PRINT],
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

  it('the account goes, its keys go; a token of an account without a profile, or gone, reserves nothing', async () => {
    await withRollback(getDb(), async (tx) => {
      // An account with a live session but no profile (a registration compensated before its profile was written).
      const lone = userClaims(crypto.randomUUID(), 'sem-perfil@example.test', { sessionId: crypto.randomUUID() });
      await tx.query("insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)", [
        lone.sub,
        lone.email,
      ]);
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [lone.session_id, lone.sub]);
      expect(await inRole(tx, lone, (t) => reserve(t, KEY, 'POST /x'))).toEqual(ENDED);
      expect(await tx.query('select 1 from private.requisicoes_idempotentes where auth_user_id = $1', [lone.sub])).toEqual([]);
      // A key it held (written as the owner) goes with the account.
      await tx.query(
        `insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, sessao, impressao) values ($1, $2, 'POST /x', $3, $4)`,
        [lone.sub, KEY, lone.session_id, PRINT],
      );
      await tx.query('delete from auth.users where id = $1', [lone.sub]);
      expect(await tx.query('select 1 from private.requisicoes_idempotentes where auth_user_id = $1', [lone.sub])).toEqual([]);
      expect(await inRole(tx, lone, (t) => reserve(t, KEY, 'POST /x'))).toEqual(ENDED);
    });
  });

  it('after a logout (or a password change elsewhere) the key answers sessao_encerrada, never the stored answer', async () => {
    await withRollback(getDb(), async (tx) => {
      await inRole(tx, GESTOR, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toBeNull();
        await conclude(t, KEY, 200, { msg: 'feito' });
        expect(await reserve(t, KEY, 'POST /x')).toEqual({ status: 200, corpo: { msg: 'feito' } });
      });
      // private.end_sessions and a logout both delete the session row.
      await tx.query('delete from auth.sessions where id = $1', [SESSIONS.gestor]);
      await inRole(tx, GESTOR, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toEqual(ENDED);
        // Nor does a new key of the ended session reserve anything.
        expect(await reserve(t, OTHER, 'POST /x')).toEqual(ENDED);
      });
      const rows = await tx.query<{ chave: string }>(
        'select chave::text from private.requisicoes_idempotentes where auth_user_id = $1',
        [GESTOR.sub],
      );
      expect(rows).toEqual([{ chave: KEY }]);
      // A token without a session id is no live session either.
      const noSession = userClaims(GESTOR.sub, GESTOR.email);
      expect(await inRole(tx, noSession, (t) => reserve(t, OTHER, 'POST /x'))).toEqual(ENDED);
    });
  });

  it('a deleted person (cp_excluido = 1) gets sessao_encerrada, whatever their sessions', async () => {
    await withRollback(getDb(), async (tx) => {
      await inRole(tx, ALUNO, async (t) => {
        expect(await reserve(t, KEY, 'POST /x')).toBeNull();
        await conclude(t, KEY, 200, { msg: 'feito' });
      });
      await tx.query('update public.profiles set cp_excluido = 1 where auth_user_id = $1', [ALUNO.sub]);
      expect(await inRole(tx, ALUNO, (t) => reserve(t, KEY, 'POST /x'))).toEqual(ENDED);
    });
  });

  it("another live session of the account gets outra_operacao, pending or done; the key's own session its answer", async () => {
    await withRollback(getDb(), async (tx) => {
      await inRole(tx, GESTOR, (t) => reserve(t, KEY, 'POST /x'));
      expect(await inRole(tx, GESTOR_2, (t) => reserve(t, KEY, 'POST /x'))).toEqual(ANOTHER);
      await inRole(tx, GESTOR, (t) => conclude(t, KEY, 201, { msg: 'feito' }));
      expect(await inRole(tx, GESTOR_2, (t) => reserve(t, KEY, 'POST /x'))).toEqual(ANOTHER);
      expect(await inRole(tx, GESTOR, (t) => reserve(t, KEY, 'POST /x'))).toEqual({ status: 201, corpo: { msg: 'feito' } });
    });
  });

  it('another fingerprint (another body or query) gets outra_operacao, pending or done', async () => {
    await asUser(getDb(), GESTOR, async (tx) => {
      expect(await reserve(tx, KEY, 'POST /x', PRINT)).toBeNull();
      expect(await reserve(tx, KEY, 'POST /x', PRINT_2)).toEqual(ANOTHER);
      expect(await reserve(tx, KEY, 'POST /x', PRINT)).toEqual(PENDING);
      await conclude(tx, KEY, 200, { msg: 'feito' });
      expect(await reserve(tx, KEY, 'POST /x', PRINT_2)).toEqual(ANOTHER);
      expect(await reserve(tx, KEY, 'POST /x', PRINT)).toEqual({ status: 200, corpo: { msg: 'feito' } });
    });
  });

  it('a new key needs a well-formed fingerprint; keys made before sessions were recorded answer outra_operacao', async () => {
    await withRollback(getDb(), async (tx) => {
      await inRole(tx, GESTOR, async (t) => {
        expect(await failure(t, 'select private.idempotencia_reservar($1, $2, $3)', [KEY, 'POST /x', 'A'.repeat(64)])).toBe(
          '23514',
        );
        expect(await failure(t, 'select private.idempotencia_reservar($1, $2, $3)', [KEY, 'POST /x', null])).toBe('42501');
      });
      // As left by the first migration: no session, no fingerprint (the NOT VALID check spares them).
      await tx.query('alter table private.requisicoes_idempotentes drop constraint requisicoes_idempotentes_sessao_impressao');
      await tx.query(
        `insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, status, corpo) values ($1, $2, 'POST /x', 200, '{}')`,
        [GESTOR.sub, OTHER],
      );
      await tx.query(
        `alter table private.requisicoes_idempotentes add constraint requisicoes_idempotentes_sessao_impressao
           check (sessao is not null and impressao ~ '^[0-9a-f]{64}$') not valid`,
      );
      expect(await inRole(tx, GESTOR, (t) => reserve(t, OTHER, 'POST /x'))).toEqual(ANOTHER);
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
      expect(answers.filter((a) => a !== null)).toEqual([PENDING]);
    } finally {
      await db.query('delete from private.requisicoes_idempotentes where chave = $1', [key]);
    }
  });
});

// @vitest-environment node
/**
 * The harness itself: the database is prepared (shim, every migration, the
 * seed), statements run under the requested role with Supabase's claims,
 * nothing leaks out of a test, and the superuser trap is closed.
 */
import { describe, expect, it } from 'vitest';
import {
  asUser,
  enterRole,
  inRole,
  PREQUERY_SQL,
  RoleSwitchError,
  userClaims,
  withRollback,
  type SupabaseClaims,
} from './harness/as-user.ts';
import { migrate, migrationFiles } from './harness/boot.ts';
import type { Queryable } from './harness/db.ts';
import { sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();

/**
 * Functions anon may call. Adding one is a security decision: say why in its
 * migration. private.login_email: the login name → email lookup before the
 * password grant (…_api_login.sql). private.verificar_certificado: the public
 * check of a certificate code, answering only its six public fields
 * (…_certificados.sql; docs/certificados.md).
 */
const ANON_EXECUTABLE = [
  'private.login_email',
  // The sign-in throttle (decision 53), counted before anyone is signed in.
  'private.tentativas_devolver',
  'private.tentativas_iniciar',
  'private.verificar_certificado',
];

/** Seeded accounts: the demo student (cp_id 5), director (2) and manager (1). */
const ALUNO = userClaims('00000000-0000-4000-8000-000000000005', 'aluno@example.test');
const DIRETOR = userClaims('00000000-0000-4000-8000-000000000002', 'diretor@example.test');
const GESTOR = userClaims('00000000-0000-4000-8000-000000000001', 'gestor@example.test');

describe('prepared database', () => {
  it('has every migration recorded, in the CLI bookkeeping table', async () => {
    const rows = await getDb().query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    const files = await migrationFiles();
    expect(rows.map((r) => `${r.version}_${r.name}`)).toEqual(files.map((f) => `${f.version}_${f.name}`));
  });

  it('applies nothing twice (migrate is idempotent, and agrees with the CLI bookkeeping)', async () => {
    expect(await migrate(getDb())).toEqual([]);
  });

  it('runs on the expected servers (PGlite = PostgreSQL 18, CI = PostgreSQL 15)', async () => {
    const [row] = await getDb().query<{ v: number }>("select current_setting('server_version_num')::int as v");
    expect(row!.v).toBeGreaterThanOrEqual(150000);
  });
});

describe('the superuser trap', () => {
  it('a table read on the owner connection bypasses RLS; the same read through asUser does not', async () => {
    const db = getDb();
    const [all] = await db.query<{ n: number }>('select count(*)::int as n from public.profiles');
    const mine = await asUser(db, ALUNO, (tx) => tx.query<{ cp_id: number }>('select cp_id from public.profiles'));
    expect(all!.n).toBeGreaterThan(50);
    expect(mine).toEqual([{ cp_id: 5 }]);
  });

  it('asUser runs as the requested role and the owner is back afterwards', async () => {
    const db = getDb();
    const inside = await asUser(db, ALUNO, (tx) => tx.query<{ u: string }>('select current_user::text as u'));
    const anon = await asUser(db, 'anon', (tx) => tx.query<{ u: string }>('select current_user::text as u'));
    const service = await asUser(db, 'service_role', (tx) => tx.query<{ u: string }>('select current_user::text as u'));
    const [after] = await db.query<{ u: string; super: boolean }>(
      'select current_user::text as u, (select rolsuper from pg_roles where rolname = current_user) as super',
    );
    expect([inside[0]!.u, anon[0]!.u, service[0]!.u]).toEqual(['authenticated', 'anon', 'service_role']);
    expect(after!.super).toBe(true);
  });

  it('refuses claims that name another role, or have no uuid subject', async () => {
    const db = getDb();
    const asPostgres = { ...ALUNO, role: 'postgres' } as unknown as SupabaseClaims;
    const asService = { ...ALUNO, role: 'service_role' } as unknown as SupabaseClaims;
    const noSub = { ...ALUNO, sub: 'gestor' };
    for (const claims of [asPostgres, asService, noSub]) {
      await expect(asUser(db, claims, (tx) => tx.query('select 1'))).rejects.toBeInstanceOf(RoleSwitchError);
    }
  });

  it('refuses to go on when the switch did not take effect (e.g. a superuser role)', async () => {
    const executed: string[] = [];
    const fake = (reply: Record<string, unknown>): Queryable => ({
      async query<T>(sql: string) {
        executed.push(sql);
        return (sql === PREQUERY_SQL ? [{}] : [reply]) as T[];
      },
      async exec() {},
    });
    await expect(enterRole(fake({ role: 'postgres', rolsuper: true, rolbypassrls: true }), ALUNO)).rejects.toThrow(
      /current_user is postgres/,
    );
    await expect(enterRole(fake({ role: 'authenticated', rolsuper: true, rolbypassrls: false }), ALUNO)).rejects.toThrow(
      /superuser/,
    );
    await expect(enterRole(fake({ role: 'authenticated', rolsuper: false, rolbypassrls: true }), ALUNO)).rejects.toThrow(
      /bypasses RLS/,
    );
    await expect(enterRole(fake({ role: 'authenticated', rolsuper: false, rolbypassrls: false }), ALUNO)).resolves.toBe(
      'authenticated',
    );
    expect(executed.filter((s) => s === PREQUERY_SQL)).toHaveLength(4);
  });

  it('the API roles are neither superusers nor (except service_role) RLS-exempt', async () => {
    const rows = await getDb().query<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      "select rolname, rolsuper, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolsuper: false, rolbypassrls: false },
      { rolname: 'authenticated', rolsuper: false, rolbypassrls: false },
      { rolname: 'service_role', rolsuper: false, rolbypassrls: true },
    ]);
  });
});

describe('claims, as PostgREST sets them', () => {
  it('auth.uid(), auth.role(), auth.email() and auth.jwt() read the request claims', async () => {
    const [row] = await asUser(getDb(), ALUNO, (tx) =>
      tx.query<{ uid: string; role: string; email: string; aud: string; path: string }>(
        "select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aud' as aud, current_setting('search_path') as path",
      ),
    );
    expect(row).toEqual({
      uid: ALUNO.sub,
      role: 'authenticated',
      email: ALUNO.email,
      aud: 'authenticated',
      path: 'public, extensions',
    });
  });

  it('anon has no uid; claims are empty again after the transaction (nullif makes that null)', async () => {
    const db = getDb();
    const [anon] = await asUser(db, 'anon', (tx) =>
      tx.query<{ uid: string | null; role: string }>('select auth.uid() as uid, auth.role() as role'),
    );
    expect(anon).toEqual({ uid: null, role: 'anon' });
    const [after] = await db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(after!.uid).toBeNull();
  });

  it('userClaims has the shape of a Supabase access token', () => {
    const claims = userClaims('00000000-0000-4000-8000-000000000001', 'g@example.test', {
      now: new Date('2026-01-15T10:00:00Z'),
    });
    expect(claims).toMatchObject({
      sub: '00000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      aud: 'authenticated',
      email: 'g@example.test',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      iat: 1768471200,
      exp: 1768474800,
    });
  });
});

describe('isolation', () => {
  it('asUser rolls back by default', async () => {
    const db = getDb();
    const read = async () =>
      (await db.query<{ cp_nome: string }>('select cp_nome from public.profiles where cp_id = 5'))[0]!.cp_nome;
    const before = await read();
    const changed = await asUser(db, ALUNO, (tx) =>
      tx.query<{ cp_nome: string }>("update public.profiles set cp_nome = 'Outro Nome' where cp_id = 5 returning cp_nome"),
    );
    expect(changed).toEqual([{ cp_nome: 'Outro Nome' }]);
    expect(await read()).toBe(before);
  });

  it('asUser with { commit: true } commits (as the app does)', async () => {
    const db = getDb();
    const [created] = await asUser(
      db,
      GESTOR,
      (tx) =>
        tx.query<{ cp_ec_id: number }>(
          `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
             cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
           values ('Escola Commitada', 'Alguém', 'Rua', '1', 'Natal', 'Centro', 'RN') returning cp_ec_id`,
        ),
      { commit: true },
    );
    try {
      const seen = await db.query('select cp_ec_nome from public.escolas where cp_ec_id = $1', [created!.cp_ec_id]);
      expect(seen).toEqual([{ cp_ec_nome: 'Escola Commitada' }]);
    } finally {
      await db.query('delete from public.escolas where cp_ec_id = $1', [created!.cp_ec_id]);
    }
  });

  it('inRole switches inside an owner transaction and back', async () => {
    const seen = await withRollback(getDb(), async (tx) => {
      const inside = await inRole(tx, DIRETOR, (t) => t.query<{ u: string }>('select current_user::text as u'));
      const [back] = await tx.query<{ u: string; claims: string }>(
        "select current_user::text as u, current_setting('request.jwt.claims', true) as claims",
      );
      return [inside[0]!.u, back!.u, back!.claims];
    });
    expect(seen).toEqual(['authenticated', 'postgres', '']);
  });

  it('a failing statement rolls the whole request back and reports its SQLSTATE', async () => {
    const db = getDb();
    const error = await asUser(db, ALUNO, (tx) => tx.query('update public.profiles set cp_tipo_user = 1 where cp_id = 5')).catch(
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('42501');
    const [row] = await db.query<{ t: number }>('select cp_tipo_user as t from public.profiles where cp_id = 5');
    expect(row!.t).toBe(5);
  });
});

describe('schema conventions (docs/supabase-db.md)', () => {
  it('every table in public has RLS enabled', async () => {
    const rows = await getDb().query<{ t: string }>(
      "select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity",
    );
    expect(rows).toEqual([]);
  });

  it('every policy of ours names `to authenticated` and calls private helpers only as (select private.fn())', async () => {
    const rows = await getDb().query<{ name: string; roles: string[]; qual: string | null; check: string | null }>(
      `select schemaname || '.' || tablename || '.' || policyname as name, roles::text[] as roles, qual, with_check as check
       from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.roles, row.name).toEqual(['authenticated']);
      for (const expr of [row.qual, row.check]) {
        if (!expr) continue;
        const calls = expr.match(/private\.\w+\(/g) ?? [];
        const wrapped = expr.match(/\(\s*SELECT private\.\w+\(\) AS \w+\)/gi) ?? [];
        expect(wrapped.length, `${row.name}: ${expr}`).toBe(calls.length);
        expect(expr, row.name).not.toMatch(/auth\.(uid|jwt|role|email)\(\)/);
      }
    }
  });

  it('every column a public policy filters on leads a btree index', async () => {
    const policies = await getDb().query<{ tbl: string; expr: string }>(
      `select schemaname || '.' || tablename as tbl, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname = 'public'`,
    );
    const leading = await getDb().query<{ tbl: string; col: string }>(
      `select n.nspname || '.' || t.relname as tbl, a.attname as col
       from pg_index i
       join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
       join pg_class ic on ic.oid = i.indexrelid join pg_am am on am.oid = ic.relam
       join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
       where n.nspname = 'public' and am.amname = 'btree'`,
    );
    const columns = await getDb().query<{ tbl: string; col: string }>(
      `select table_schema || '.' || table_name as tbl, column_name as col from information_schema.columns where table_schema = 'public'`,
    );
    const indexed = new Set(leading.map((r) => `${r.tbl}.${r.col}`));
    const unindexed: string[] = [];
    for (const { tbl, expr } of policies) {
      for (const { col } of columns.filter((c) => c.tbl === tbl)) {
        if (new RegExp(`\\b${col}\\b`).test(expr) && !indexed.has(`${tbl}.${col}`)) unindexed.push(`${tbl}.${col}`);
      }
    }
    expect([...new Set(unindexed)]).toEqual([]);
  });

  it('functions in private are fixed to an empty search_path, and the role helpers are security definer', async () => {
    const rows = await getDb().query<{ fn: string; definer: boolean; config: string[] | null }>(
      `select p.proname as fn, p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'private' order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual(
      expect.arrayContaining(['current_profile_id', 'current_escola_id', 'current_user_type']),
    );
    for (const row of rows) {
      expect(row.config, row.fn).toContain('search_path=""');
      if (row.fn.startsWith('current_')) expect(row.definer, row.fn).toBe(true);
    }
  });

  it('anon can use no table in public, and execute only the reviewed functions', async () => {
    const db = getDb();
    const anon = await db.query<{ t: string }>(
      `select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')
         and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
           or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete'))`,
    );
    expect(anon).toEqual([]);
    const executable = await db.query<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    );
    // Each entry is a deliberate door for callers who are not signed in yet.
    expect(executable.map((r) => r.fn)).toEqual(ANON_EXECUTABLE);
  });

  it('profiles has no password column', async () => {
    const rows = await getDb().query<{ col: string }>(
      "select column_name as col from information_schema.columns where table_schema = 'public' and column_name ilike '%pass%'",
    );
    expect(rows).toEqual([]);
  });
});

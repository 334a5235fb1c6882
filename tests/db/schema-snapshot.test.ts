// @vitest-environment node
/**
 * supabase/schema/*.sql (scripts/schema-snapshot.ts, `npm run db:schema`):
 * the committed per-domain snapshot is exactly what the migrations produce
 * today, every table and function is placed in a domain, and the snapshot's
 * cosmetic layout of policy expressions keeps each one the same expression.
 *
 * Always on its own in-memory PGlite (shim + migrations, no seed), even when
 * DATABASE_URL names a server: the files are PostgreSQL 18's deparse, which
 * PostgreSQL 15 words differently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOMAINS,
  policyExpression,
  readCommittedSchema,
  renderSchema,
  SCHEMA_COMMAND,
  SchemaSnapshotError,
} from '../../scripts/schema-snapshot.ts';
import { withRollback } from './harness/as-user.ts';
import { bootPglite } from './harness/boot.ts';
import type { PgliteDb } from './harness/db.ts';
import { BOOT_TIMEOUT_MS } from './support.ts';

let db: PgliteDb;
let generated: Map<string, string>;

beforeAll(async () => {
  db = await bootPglite({ seed: false });
  generated = await renderSchema(db);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await db?.close();
});

describe('supabase/schema/ (the live schema, one file per domain)', () => {
  it('has one file per domain and no other', () => {
    expect([...readCommittedSchema().keys()], `supabase/schema/ is stale: run \`${SCHEMA_COMMAND}\``).toEqual(
      DOMAINS.map((d) => `${d.file}.sql`).sort(),
    );
  });

  it.each(DOMAINS.map((d) => `${d.file}.sql`))('%s is what the migrations produce', (file) => {
    expect(readCommittedSchema().get(file), `supabase/schema/${file} is stale: run \`${SCHEMA_COMMAND}\``).toBe(
      generated.get(file),
    );
  });

  it('refuses a table or a function no domain names, saying where to add it', async () => {
    await withRollback(db, async (tx) => {
      await tx.exec(`
        create table public.novidade (id bigint primary key);
        create function private.novidade_helper() returns int language sql immutable set search_path = '' as 'select 1';
      `);
      const error = await renderSchema(tx).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SchemaSnapshotError);
      expect((error as Error).message).toContain('table public.novidade is in no domain');
      expect((error as Error).message).toContain('function private.novidade_helper is in no domain');
      expect((error as Error).message).toContain('DOMAINS');
    });
  });

  // The layout is checked against PostgreSQL's own pretty deparse, re-parsed: both texts must
  // make the same expression (the deparser itself may flatten a nested OR, which is the same rule).
  it("lays out every policy's expressions without changing them", async () => {
    const policies = await db.query<{ table: string; name: string; cmd: string; using: string | null; check: string | null }>(
      `select p.polrelid::regclass::text as "table", p.polname as name, p.polcmd::text as cmd,
              pg_get_expr(p.polqual, p.polrelid, true) as using, pg_get_expr(p.polwithcheck, p.polrelid, true) as check
       from pg_policy p order by 1, 2`,
    );
    expect(policies.length).toBeGreaterThan(60);
    const command: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
    // A scalar subquery's column is named after the function it calls (the layout drops the old name).
    const withoutAliases = (expr: string | null) => expr?.replace(/ AS \w+\)/g, ')') ?? null;
    const parsed = (p: (typeof policies)[number], text: (expr: string) => string) =>
      withRollback(db, async (tx) => {
        await tx.exec(
          `create policy snapshot_check on ${p.table} for ${command[p.cmd]} to authenticated` +
            (p.using === null ? '' : ` using (${text(p.using)})`) +
            (p.check === null ? '' : ` with check (${text(p.check)})`),
        );
        const [row] = await tx.query<{ using: string | null; check: string | null }>(
          `select pg_get_expr(polqual, polrelid) as using, pg_get_expr(polwithcheck, polrelid) as check
           from pg_policy where polname = 'snapshot_check'`,
        );
        return { using: withoutAliases(row!.using), check: withoutAliases(row!.check) };
      });
    for (const p of policies) {
      expect(await parsed(p, (expr) => policyExpression(expr)), `${p.table} ${p.name}`).toEqual(await parsed(p, (expr) => expr));
    }
  });

  it('lays out every check constraint without changing it', async () => {
    const checks = await db.query<{ table: string; name: string; expr: string }>(
      `select k.conrelid::regclass::text as "table", k.conname as name,
              substring(pg_get_constraintdef(k.oid, true) from '^CHECK \\((.*)\\)( NOT VALID)?$') as expr
       from pg_constraint k join pg_namespace n on n.oid = k.connamespace
       where k.contype = 'c' and n.nspname in ('public', 'private') order by 1, 2`,
    );
    expect(checks.length).toBeGreaterThan(40);
    const parsed = (table: string, expr: string) =>
      withRollback(db, async (tx) => {
        await tx.exec(`alter table ${table} add constraint snapshot_check check (${expr}) not valid`);
        const [row] = await tx.query<{ def: string }>(
          `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'snapshot_check'`,
        );
        return row!.def;
      });
    for (const c of checks) {
      expect(await parsed(c.table, policyExpression(c.expr)), `${c.table} ${c.name}`).toBe(await parsed(c.table, c.expr));
    }
  });
});

/**
 * Which tables the requests of a test wrote, told by the database itself: a
 * statement trigger on each tracked table marks it in an unlogged table of a
 * test-only schema. A write rolled back marks nothing (its mark rolls back
 * with it), so after a refused write the set is empty, and a test restores
 * (./restore.ts) or compares (./fuzz.test.ts) only the tables marked instead
 * of every table. The marks are a hint, never the verdict: a marked table is
 * then restored or compared in full.
 *
 * Test-only: installed by the suites through the owner's connection, never by
 * a migration; `untrackWrites` removes it (a database shared with other
 * suites keeps none of it).
 */
import type { Db } from '../db/harness/db.ts';

/** The test-only schema of the marks (a suite that lists every table leaves it out). */
export const WRITE_TRACKING_SCHEMA = 'escola_contrato';
const SCHEMA = WRITE_TRACKING_SCHEMA;
const TRIGGER = 'escola_contrato_escrita';

/** Installs (again: idempotent) the marks on `tables` (`schema.name`). */
export async function trackWrites(db: Db, tables: readonly string[]): Promise<void> {
  await db.exec(`
    create schema if not exists ${SCHEMA};
    create unlogged table if not exists ${SCHEMA}.escritas (tabela text primary key);
    create or replace function ${SCHEMA}.marcar() returns trigger
    language plpgsql security definer set search_path = '' as $$
    begin
      insert into ${SCHEMA}.escritas (tabela) values (tg_table_schema || '.' || tg_table_name) on conflict do nothing;
      return null;
    end $$;`);
  for (const table of tables) {
    if (table === `${SCHEMA}.escritas`) continue;
    await db.exec(`
      drop trigger if exists ${TRIGGER} on ${table};
      create trigger ${TRIGGER} after insert or update or delete on ${table}
        for each statement execute function ${SCHEMA}.marcar();`);
  }
}

/** The tables marked since they were last forgotten. */
export async function writtenTables(db: Pick<Db, 'query'>): Promise<Set<string>> {
  const rows = await db.query<{ tabela: string }>(`select tabela from ${SCHEMA}.escritas`);
  return new Set(rows.map((r) => r.tabela));
}

/** Forgets the marks of `tables`, or of every table. */
export async function forgetWrites(db: Pick<Db, 'query'>, tables?: readonly string[]): Promise<void> {
  if (tables === undefined) await db.query(`delete from ${SCHEMA}.escritas`);
  else if (tables.length > 0) await db.query(`delete from ${SCHEMA}.escritas where tabela = any($1::text[])`, [tables]);
}

/** Removes the triggers from `tables` and the schema. */
export async function untrackWrites(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.exec(`drop trigger if exists ${TRIGGER} on ${table}`);
  await db.exec(`drop schema if exists ${SCHEMA} cascade`);
}

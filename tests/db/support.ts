/**
 * Vitest glue for the DB suites: one prepared database per test file
 * (PGlite in memory, or the server named by DATABASE_URL), closed at the end.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Db, Queryable } from './harness/db.ts';
import { openTestDb } from './harness/boot.ts';

/** Booting PGlite and preparing it can take a while on a busy 2-core machine. */
export const BOOT_TIMEOUT_MS = 180_000;

/** Registers the hooks and returns an accessor for the file's database. */
export function testDatabase(): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openTestDb();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('The test database is not open yet (use it inside tests or hooks).');
    return db;
  };
}

/** The SQLSTATE of a database error from either driver (PGlite or postgres.js). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Runs `sql` inside a savepoint and answers its SQLSTATE, or null when it succeeded; the transaction goes on. */
export async function failure(tx: Queryable, sql: string, params: unknown[] = []): Promise<string | null> {
  await tx.query('savepoint probe');
  try {
    await tx.query(sql, params);
    await tx.query('release savepoint probe');
    return null;
  } catch (error) {
    await tx.query('rollback to savepoint probe');
    return sqlState(error) ?? 'unknown';
  }
}

/**
 * What the suites that drive the local ports (server/) themselves share: the
 * test database (PGlite, or DATABASE_URL), the local ports over it with a
 * storage folder of their own, the seeded rows put back after each test, and
 * everything closed at the end. Call it at the top of a file or a describe;
 * its fields are set once its beforeAll has run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createLocalPorts, type LocalPorts, type LocalPortsOptions } from '../../server/local-ports.ts';
import { openTestDb } from '../db/harness/boot.ts';
import type { Db } from '../db/harness/db.ts';
import { restore, snapshot, untrack, type Snapshot } from './restore.ts';

export interface LocalPortsSuite {
  readonly db: Db;
  readonly local: LocalPorts;
  readonly storageDir: string;
}

export function localPortsSuite(
  /** Names the storage folder (`escola-<name>-…` in the temporary folder). */
  name: string,
  options: Partial<Pick<LocalPortsOptions, 'jwtSecret' | 'issuer'>> & {
    /** Run after each test, before the seeded rows are put back. */
    readonly beforeRestore?: (db: Db) => Promise<unknown>;
  } = {},
): LocalPortsSuite {
  const suite = {} as { db: Db; local: LocalPorts; storageDir: string; seeded: Snapshot };

  beforeAll(async () => {
    suite.db = await openTestDb();
    suite.storageDir = await mkdtemp(join(tmpdir(), `escola-${name}-`));
    suite.local = createLocalPorts({
      db: suite.db,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      storageDir: suite.storageDir,
      jwtSecret: options.jwtSecret ?? randomBytes(32),
      ...(options.issuer ? { issuer: options.issuer } : {}),
    });
    suite.seeded = await snapshot(suite.db);
  }, 180_000);

  afterEach(async () => {
    await options.beforeRestore?.(suite.db);
    await restore(suite.db, suite.seeded);
  });

  afterAll(async () => {
    await suite.local?.close();
    if (suite.db) await untrack(suite.db);
    await suite.db?.close();
    if (suite.storageDir) await rm(suite.storageDir, { recursive: true, force: true });
  });

  return suite;
}

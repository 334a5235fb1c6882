/**
 * Bringing a database to the project's schema without Docker:
 *
 *   shim (tests/db/shim/supabase-shim.sql, idempotent)
 *   → supabase/migrations/*.sql in filename order, each once
 *   → supabase/seed.sql, once
 *
 * Bookkeeping uses the Supabase CLI's own tables
 * (`supabase_migrations.schema_migrations`, `supabase_migrations.seed_files`),
 * so a database prepared by `supabase db push --include-seed` and one prepared
 * here are recognised by both.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgliteDb, createPostgresDb, type Db, type PgliteDb } from './db.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SHIM_PATH = join(REPO_ROOT, 'tests/db/shim/supabase-shim.sql');
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase/migrations');
export const SEED_PATH = join(REPO_ROOT, 'supabase/seed.sql');
/** The path the CLI records for the seed (relative to the project root). */
export const SEED_RECORD_PATH = 'supabase/seed.sql';

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  readonly version: string;
  readonly name: string;
  readonly path: string;
}

/** The migration files, in the order the CLI applies them. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return names.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must be <yyyymmddhhmmss>_<domain>.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, path: join(dir, file) };
  });
}

const BOOKKEEPING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text not null primary key,
  hash text not null
);`;

export async function applyShim(db: Db): Promise<void> {
  await db.exec(await readFile(SHIM_PATH, 'utf8'));
}

/** Applies the migrations not yet recorded, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(BOOKKEEPING_SQL);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of await migrationFiles()) {
    if (done.has(file.version)) continue;
    const sql = await readFile(file.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          file.version,
          file.name,
          [sql],
        ]);
      });
    } catch (error) {
      throw new Error(`Migration ${file.version}_${file.name}.sql failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file.version);
  }
  return applied;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Runs supabase/seed.sql unless this database was already seeded. Returns whether it ran. */
export async function seedOnce(db: Db, seedSql?: string): Promise<boolean> {
  await db.exec(BOOKKEEPING_SQL);
  const [seeded] = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [SEED_RECORD_PATH]);
  if (seeded) return false;
  const sql = seedSql ?? (await readFile(SEED_PATH, 'utf8'));
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [SEED_RECORD_PATH, sha256(sql)]);
    });
  } catch (error) {
    throw new Error(`Seed failed: ${(error as Error).message}`, { cause: error });
  }
  return true;
}

/** Shim, pending migrations and (unless `seed: false`) the seed. Idempotent. */
export async function prepare(db: Db, options: { readonly seed?: boolean } = {}): Promise<void> {
  await applyShim(db);
  await migrate(db);
  if (options.seed !== false) await seedOnce(db);
}

export interface BootOptions {
  /** File-backed data folder (created on first use); omitted → in memory. */
  readonly dataDir?: string;
  /** Apply supabase/seed.sql on first migration (default true). */
  readonly seed?: boolean;
}

/**
 * A PGlite database with the project's schema (and seed). With a `dataDir`
 * the database persists, and later boots only apply what is new.
 */
export async function bootPglite(options: BootOptions = {}): Promise<PgliteDb> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const db = await createPgliteDb(options.dataDir !== undefined ? { dataDir: options.dataDir } : {});
  try {
    await prepare(db, { seed: options.seed ?? true });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * The database every DB test in this worker shares.
 *
 * - `DATABASE_URL` set: that server through postgres.js. It must already be
 *   prepared (`npm run db:setup`, which runs the real `supabase db push`).
 * - otherwise: in-memory PGlite, prepared here. The prepared data directory
 *   is cached under node_modules/.cache keyed by the hash of the shim, the
 *   migrations, the seed, the PGlite version and the day, so later workers
 *   start from it instead of running initdb, migrations and bcrypt again.
 *
 * Tests never commit: they use `asUser` (rolled back) or `withRollback`.
 */
export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDb(url);
  const key = await schemaHash();
  const cacheFile = join(REPO_ROOT, 'node_modules/.cache/escola-db', `${key}.tar.gz`);
  if (existsSync(cacheFile)) {
    const dump = new Blob([await readFile(cacheFile)]);
    return createPgliteDb({ loadDataDir: dump });
  }
  const db = await bootPglite();
  const dump = await db.pglite.dumpDataDir('gzip');
  await mkdir(dirname(cacheFile), { recursive: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, cacheFile);
  // Older snapshots (other schema hashes) are dead weight.
  for (const file of await readdir(dirname(cacheFile))) {
    if (file.endsWith('.tar.gz') && file !== `${key}.tar.gz`) await rm(join(dirname(cacheFile), file), { force: true });
  }
  return db;
}

/**
 * Hash of everything that defines a prepared database — including the day:
 * the seed's dates (birth dates, due dates…) are computed from the
 * `current_date` it ran on (PGlite's, in UTC), so yesterday's snapshot is not
 * today's seeded database.
 */
export async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`seeded on ${new Date().toISOString().slice(0, 10)}\n`);
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pkg.version}\n`);
  hash.update(await readFile(SHIM_PATH));
  for (const file of await migrationFiles()) hash.update(file.path).update(await readFile(file.path));
  hash.update(await readFile(SEED_PATH));
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 24);
}

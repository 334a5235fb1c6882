/**
 * Prepares a real PostgreSQL server (e.g. the CI cluster of scripts/pg15.sh)
 * the way a hosted project is prepared, without Docker:
 *
 *   1. the Supabase shim (roles, auth, storage, extensions) — what a hosted
 *      project already has;
 *   2. `supabase db push --include-seed` — the real Supabase CLI applies
 *      supabase/migrations/*.sql and supabase/seed.sql and records them;
 *   3. a check that every migration file and the seed are recorded.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:54315/postgres?sslmode=disable npm run db:setup
 *
 * Safe to run again: the shim is idempotent and the CLI skips what it applied.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { applyShim, migrationFiles, REPO_ROOT, SEED_RECORD_PATH } from '../tests/db/harness/boot.ts';
import { createPostgresDb } from '../tests/db/harness/db.ts';

function withSslDisabled(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable');
  return parsed.toString();
}

async function main(): Promise<void> {
  const raw = process.env.DATABASE_URL;
  if (!raw) {
    console.error('Set DATABASE_URL (e.g. the URL printed by `scripts/pg15.sh start`).');
    process.exit(2);
  }
  const url = withSslDisabled(raw);
  const db = createPostgresDb(url, { max: 1 });
  try {
    await applyShim(db);
    console.log('Shim applied.');

    const cli = spawnSync(
      join(REPO_ROOT, 'node_modules/.bin/supabase'),
      ['db', 'push', `--remote=${url}`, '--include-seed', '--yes'],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1' } },
    );
    if (cli.status !== 0) throw new Error(`supabase db push failed (exit ${cli.status ?? cli.signal})`);

    const recorded = new Set(
      (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
    );
    const missing = (await migrationFiles()).filter((f) => !recorded.has(f.version));
    if (missing.length > 0) throw new Error(`Not applied: ${missing.map((f) => f.path).join(', ')}`);
    const [seeded] = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [SEED_RECORD_PATH]);
    if (!seeded) throw new Error('supabase/seed.sql was not applied');
    console.log(`Ready: ${recorded.size} migrations and the seed on ${new URL(url).host}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

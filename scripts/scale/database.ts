/** The throwaway databases `npm run scale` creates on the server of DATABASE_URL. */
import { createPostgresDb, type Db } from '../../tests/db/harness/db.ts';

/** The network's database; each domain with a database of its own names it after this one. */
export const SCALE_DB = 'escola_scale';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable');
  return parsed.toString();
}

/**
 * Drops and creates `name` on the server of `url` (first dropping `copies`,
 * the databases made from it by the last run); returns its URL.
 */
export async function freshDatabase(url: string, name: string, copies: readonly string[] = []): Promise<string> {
  const parsed = new URL(url);
  // One cannot drop the database one is connected to.
  const current = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const maintenance = withDatabase(url, current === '' || current === SCALE_DB || current === name ? 'postgres' : current);
  const admin = createPostgresDb(maintenance, { max: 1 });
  try {
    for (const copy of copies) await admin.exec(`drop database if exists ${copy} with (force)`);
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  return withDatabase(url, name);
}

/**
 * Lets service_role run what the api's statements call in schema `private`
 * (private.fold in the ORDER BY, private.turma_cards in the classes list).
 * The migrations grant these to `authenticated` only, because the api never
 * runs as service_role; the replay needs them for its RLS-free baseline.
 * Only in this throwaway database.
 */
export async function grantServiceRoleBaseline(db: Db): Promise<void> {
  await db.exec('grant usage on schema private to service_role');
  await db.exec('grant execute on all functions in schema private to service_role');
}

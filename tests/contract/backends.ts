/**
 * The backends the contract scenarios run against:
 *
 * - the MSW mock (mocks/), through MSW's Node interception set up by
 *   tests/setup.ts (which also re-seeds it before every test);
 * - the api function's Hono app with the local ports, called directly
 *   (`app.fetch`) — on PGlite, and on the PostgreSQL server in DATABASE_URL
 *   when it is set (prepared with `npm run db:setup`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createApp } from '../../supabase/functions/api/app.ts';
import { createLocalPorts } from '../../server/local-ports.ts';
import { bootPglite, openTestDb, REPO_ROOT, schemaHash } from '../db/harness/boot.ts';
import { createPgliteDb, type Db } from '../db/harness/db.ts';
import { P, type PersonKey } from './people.ts';
import { restore, snapshot, type Snapshot } from './restore.ts';
import type { Backend } from './scenario.ts';

/** A JWT with Supabase's claim shape for `sub`, signed with a throwaway key. */
async function forge(sub: string, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, role: 'authenticated', aal: 'aal1', session_id: crypto.randomUUID(), is_anonymous: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(randomBytes(32));
}

/**
 * A prepared in-memory PGlite even when DATABASE_URL is set (openTestDb would
 * then connect to that server): the harness's cached snapshot when there is
 * one, otherwise a fresh boot.
 */
async function openPglite(): Promise<Db> {
  if (!process.env.DATABASE_URL) return openTestDb();
  const cacheFile = join(REPO_ROOT, 'node_modules/.cache/escola-db', `${await schemaHash()}.tar.gz`);
  if (existsSync(cacheFile)) return createPgliteDb({ loadDataDir: new Blob([await readFile(cacheFile)]) });
  return bootPglite();
}

export interface ContractBackend extends Backend {
  /** Called once before the scenarios. */
  open(): Promise<void>;
  close(): Promise<void>;
  /** Puts the data back as seeded (after a scenario that wrote). */
  reset(): Promise<void>;
  /** Unexpected server errors logged since the last call (a 500 is never a passing answer). */
  takeErrors(): unknown[];
  /** The owner's connection (api backends only). */
  readonly db?: () => Db;
}

export function mockBackend(): ContractBackend {
  return {
    name: 'mock (MSW)',
    apiUrl: 'http://localhost:3000/api',
    fetch: (request) => fetch(request),
    forgedToken: (person: PersonKey) => forge('00000000-0000-4000-8000-000000000001', P[person].cp_email),
    open: async () => {},
    close: async () => {},
    // tests/setup.ts re-seeds the mock before every test.
    reset: async () => {},
    takeErrors: () => [],
  };
}

export function apiBackend(kind: 'PGlite' | 'PostgreSQL'): ContractBackend {
  let db: Db | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let close: (() => Promise<void>) | undefined;
  let seeded: Snapshot | undefined;
  let storageDir: string | undefined;
  const errors: unknown[] = [];
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Backend not open');
    return value;
  };

  return {
    name: `api on ${kind}`,
    apiUrl: 'http://localhost/api',
    fetch: (request) => Promise.resolve(need(app).fetch(request)),
    async forgedToken(person) {
      const [row] = await need(db).query<{ id: string }>('select auth_user_id::text as id from public.profiles where cp_id = $1', [
        P[person].cp_id,
      ]);
      return forge(need(row).id, P[person].cp_email);
    },
    db: () => need(db),
    async open() {
      const url = process.env.DATABASE_URL;
      if (kind === 'PostgreSQL' && !url) throw new Error('DATABASE_URL is not set');
      db = kind === 'PGlite' ? await openPglite() : await openTestDb();
      storageDir = await mkdtemp(join(tmpdir(), 'escola-contract-storage-'));
      const local = createLocalPorts({
        db,
        ...(kind === 'PostgreSQL' ? { databaseUrl: url! } : {}),
        storageDir,
        jwtSecret: randomBytes(32),
        issuer: 'http://localhost/auth/v1',
      });
      close = local.close;
      app = createApp(local.ports, { mounts: ['/api'], logError: (error, where) => errors.push({ where, error }) });
      seeded = await snapshot(db);
    },
    async close() {
      if (db && seeded) await restore(db, seeded);
      await close?.();
      await db?.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
    reset: () => restore(need(db), need(seeded)),
    takeErrors: () => errors.splice(0),
  };
}

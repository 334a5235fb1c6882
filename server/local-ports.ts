/**
 * The api's ports for Node: local mode (`npm run local`) and the contract
 * suite. The database is the test harness's (tests/db/harness): PGlite in
 * process, or a PostgreSQL server by URL.
 *
 * - db: with a URL, the PRODUCTION adapter (postgres.js, same PostgREST-style
 *   role switch); with PGlite, the harness's `asUser` committed.
 * - auth: bcrypt + HS256 over the shim's auth.users (./local-auth.ts).
 * - storage: a folder + storage.objects rows, signed URLs as Supabase Storage
 *   makes them (./local-storage.ts); ./storage-http.ts serves them.
 */
import { createPostgresDbPort } from '../supabase/functions/api/adapters/postgres-db.ts';
import type { AccessClaims, DbPort, Ports } from '../supabase/functions/api/ports.ts';
import { asUser, type Identity } from '../tests/db/harness/as-user.ts';
import type { Db } from '../tests/db/harness/db.ts';
import { createLocalAuth } from './local-auth.ts';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';

/** The db port over the harness: one committed transaction per unit of work, as the caller. */
export function harnessDbPort(db: Db): DbPort {
  return {
    withCaller: (claims: AccessClaims | null, work) =>
      asUser(db, claims === null ? 'anon' : (claims as unknown as Identity), (tx) => work(tx), { commit: true }),
  };
}

export interface LocalPortsOptions {
  /** The owner's connection (PGlite or postgres.js), prepared (shim, migrations, seed). */
  readonly db: Db;
  /** Set when `db` is a server reached by URL: requests then go through the production db adapter. */
  readonly databaseUrl?: string;
  readonly storageDir: string;
  readonly jwtSecret: Uint8Array;
  /** `iss` of local tokens. */
  readonly issuer?: string;
  /** Life of an access token (default an hour, as Supabase Auth). */
  readonly tokenLifetimeSeconds?: number;
  /** bcrypt cost of new passwords and of the unknown login's comparison (default GoTrue's 10; ./local-auth.ts). */
  readonly bcryptCost?: number;
  /** The clock of refresh tokens' reuse interval (tests move it; ./local-auth.ts). */
  readonly now?: () => Date;
}

export interface LocalPorts {
  /** The storage port is the local one: ./storage-http.ts serves its signed URLs. */
  readonly ports: Ports & { readonly storage: LocalStorage };
  /** Closes what these ports opened (not `db`, which belongs to the caller). */
  close(): Promise<void>;
}

export function createLocalPorts(options: LocalPortsOptions): LocalPorts {
  const pooled = options.databaseUrl ? createPostgresDbPort(options.databaseUrl, { max: 4 }) : null;
  const dbPort = pooled ?? harnessDbPort(options.db);
  return {
    ports: {
      db: dbPort,
      auth: createLocalAuth({
        db: options.db,
        secret: options.jwtSecret,
        issuer: options.issuer ?? 'http://localhost/auth/v1',
        tokenLifetimeSeconds: options.tokenLifetimeSeconds,
        ...(options.bcryptCost !== undefined ? { bcryptCost: options.bcryptCost } : {}),
        ...(options.now ? { now: options.now } : {}),
      }),
      storage: createLocalStorage({ db: options.db, dbPort, root: options.storageDir, jwtSecret: options.jwtSecret }),
    },
    close: async () => {
      await pooled?.close();
    },
  };
}

/**
 * The backends the contract scenarios run against:
 *
 * - the MSW mock (mocks/), through MSW's Node interception set up by
 *   tests/setup.ts (which also re-seeds it before every test);
 * - the api function's Hono app with the local ports, called directly
 *   (`app.fetch`) — on PGlite, and on the PostgreSQL server in DATABASE_URL
 *   when it is set (prepared with `npm run db:setup`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { http, passthrough } from 'msw';
import { server as mswServer } from '../../mocks/node.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { Hono } from 'hono';
import { createLocalPorts } from '../../server/local-ports.ts';
import { placeSeedFiles } from '../../server/seed-files.ts';
import { createStorageHttp } from '../../server/storage-http.ts';
import { bootPglite, openTestDb, REPO_ROOT, schemaHash } from '../db/harness/boot.ts';
import { createPgliteDb, type Db } from '../db/harness/db.ts';
import { P, PASSWORD, type PersonKey } from './people.ts';
import { restore, snapshot, untrack, type Snapshot } from './restore.ts';
import type { Backend } from './scenario.ts';
import { startSupabaseEmulator, type Emulator } from './supabase-emulator.ts';

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

/**
 * The suite signs in thousands of times, and at GoTrue's bcrypt cost (10) each
 * sign-in spends ~70 ms hashing in JavaScript: most of the suite's time once.
 * Its databases keep the demo password hashed at this cost instead, and its
 * auth compares unknown logins and hashes new passwords at the same cost, so
 * every sign-in still takes one path at one price. The cost is a setting, not
 * a behaviour: `npm run local` and the seed keep 10.
 */
export const CONTRACT_BCRYPT_COST = 4;

/**
 * Re-hashes the seeded accounts' password at CONTRACT_BCRYPT_COST (before the
 * snapshot, so restores keep it); the returned function puts the hashes back
 * as they were (a PostgreSQL database is shared with the suites that run
 * after this one, which sign in at the seed's cost).
 */
async function cheapenPasswords(db: Db): Promise<() => Promise<void>> {
  const [{ hashes }] = (await db.query<{ hashes: string }>(
    `select coalesce(jsonb_agg(jsonb_build_object('id', id, 'encrypted_password', encrypted_password)), '[]')::text as hashes
       from auth.users where encrypted_password is not null`,
  )) as [{ hashes: string }];
  await db.query(
    `update auth.users set encrypted_password = extensions.crypt($1, extensions.gen_salt('bf', ${CONTRACT_BCRYPT_COST}))
      where encrypted_password is not null`,
    [PASSWORD],
  );
  return async () => {
    await db.query(
      `update auth.users u set encrypted_password = h.encrypted_password
         from jsonb_to_recordset($1::text::jsonb) as h(id uuid, encrypted_password text) where u.id = h.id`,
      [hashes],
    );
  };
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
  /** Before each scenario (after tests/setup.ts reset MSW's handlers). */
  beforeEach?(): void;
}

/**
 * The request as a Node or Deno server hands it to the app: its URL built
 * from the Host header, which any client may forge (a scenario sends one).
 * In process there is no server to do it, so it is done here.
 */
export async function asServed(request: Request): Promise<Request> {
  const host = request.headers.get('host');
  if (!host) return request;
  const url = new URL(request.url);
  url.host = host;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) });
}

export function mockBackend(): ContractBackend {
  return {
    name: 'mock (MSW)',
    apiUrl: 'http://localhost:3000/api',
    fetch: async (request) => fetch(await asServed(request)),
    forgedToken: (person: PersonKey) => forge('00000000-0000-4000-8000-000000000001', P[person].cp_email),
    open: async () => {},
    close: async () => {},
    // tests/setup.ts re-seeds the mock before every test.
    reset: async () => {},
    takeErrors: () => [],
  };
}

/** The address the api backends' requests come from (TEST-NET-3): `app.fetch` has no socket. */
export const CONTRACT_CLIENT_ADDRESS = '203.0.113.10';

/**
 * `clientAddress: null`: no address known, sign-ins are counted per login only (as on the mock).
 * `seedFiles`: storage holds the seed's files, as on `npm run local` and the mock (the fuzz compares their answers).
 */
export function apiBackend(
  kind: 'PGlite' | 'PostgreSQL',
  {
    clientAddress = CONTRACT_CLIENT_ADDRESS,
    seedFiles = false,
  }: { readonly clientAddress?: string | null; readonly seedFiles?: boolean } = {},
): ContractBackend {
  let db: Db | undefined;
  let app: Hono | undefined;
  let close: (() => Promise<void>) | undefined;
  let seeded: Snapshot | undefined;
  let storageDir: string | undefined;
  let restoreHashes: (() => Promise<void>) | undefined;
  const errors: unknown[] = [];
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Backend not open');
    return value;
  };

  return {
    name: `api on ${kind}`,
    apiUrl: 'http://localhost/api',
    sessions: new Map(),
    fetch: async (request) => need(app).fetch(await asServed(request)),
    async forgedToken(person) {
      const [row] = await need(db).query<{ id: string }>(
        'select auth_user_id::text as id from public.profiles where cp_id = $1',
        [P[person].cp_id],
      );
      return forge(need(row).id, P[person].cp_email);
    },
    db: () => need(db),
    async open() {
      const url = process.env.DATABASE_URL;
      if (kind === 'PostgreSQL' && !url) throw new Error('DATABASE_URL is not set');
      db = kind === 'PGlite' ? await openPglite() : await openTestDb();
      restoreHashes = await cheapenPasswords(db);
      storageDir = await mkdtemp(join(tmpdir(), 'escola-contract-storage-'));
      const local = createLocalPorts({
        db,
        ...(kind === 'PostgreSQL' ? { databaseUrl: url! } : {}),
        storageDir,
        jwtSecret: randomBytes(32),
        issuer: 'http://localhost/auth/v1',
        bcryptCost: CONTRACT_BCRYPT_COST,
      });
      close = local.close;
      // As `npm run local`: the api under /api and the storage it signs URLs of under /storage/v1.
      const api = createApp(local.ports, {
        mounts: ['/api'],
        // Configured, as `npm run local` configures its own: answers never take the request's Host.
        publicApiUrl: 'http://localhost/api',
        publicStorageUrl: 'http://localhost/storage/v1',
        logError: (error, where) => errors.push({ where, error }),
        clientAddress: () => clientAddress,
      });
      app = new Hono();
      app.route('/storage/v1', createStorageHttp({ storage: local.ports.storage, publicUrl: 'http://localhost/storage/v1' }));
      app.all('*', (c) => api.fetch(c.req.raw));
      if (seedFiles) await placeSeedFiles(local.ports.storage);
      seeded = await snapshot(db);
    },
    async close() {
      if (db && seeded) await restore(db, seeded);
      if (db) await untrack(db);
      await restoreHashes?.();
      await close?.();
      await db?.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
    reset: () => restore(need(db), need(seeded)),
    takeErrors: () => errors.splice(0),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The REAL api function: supabase/functions/api/index.ts under Deno, with its
 * production adapters — postgres.js on the PostgreSQL server in DATABASE_URL,
 * Supabase Auth and Storage over HTTP — against ./supabase-emulator.ts, which
 * also plays the gateway (`/functions/v1/api/*` → the function's `/api/*`).
 * Requests go over real HTTP; MSW (tests/setup.ts) is told to let them pass.
 */
export function denoFunctionBackend(): ContractBackend {
  const url = process.env.DATABASE_URL;
  let db: Db | undefined;
  let local: { close(): Promise<void> } | undefined;
  let emulator: Emulator | undefined;
  let child: ChildProcess | undefined;
  let seeded: Snapshot | undefined;
  let storageDir: string | undefined;
  let restoreHashes: (() => Promise<void>) | undefined;
  let functionUrl = '';
  const output: string[] = [];
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Backend not open');
    return value;
  };
  const letThrough = () => {
    mswServer.use(
      http.all(`${need(emulator).url}/*`, () => passthrough()),
      http.all(`${functionUrl}/*`, () => passthrough()),
    );
  };

  const backend: ContractBackend = {
    name: 'api function under Deno (production adapters) on PostgreSQL',
    sessions: new Map(),
    get apiUrl() {
      return `${need(emulator).url}/functions/v1/api`;
    },
    fetch: (request) => fetch(request),
    async forgedToken(person) {
      const [row] = await need(db).query<{ id: string }>(
        'select auth_user_id::text as id from public.profiles where cp_id = $1',
        [P[person].cp_id],
      );
      return forge(need(row).id, P[person].cp_email);
    },
    db: () => need(db),
    beforeEach: () => letThrough(),
    async open() {
      if (!url) throw new Error('DATABASE_URL is not set');
      db = await openTestDb();
      // The function connects as a login role that can only become anon or
      // authenticated (docs/deploy.md, "a database role for the function"),
      // so the suite proves it needs nothing more.
      const apiPassword = randomBytes(12).toString('hex');
      await db.exec(`
        do $$ begin
          if not exists (select 1 from pg_roles where rolname = 'escola_api') then
            create role escola_api login noinherit;
          end if;
        end $$;
        alter role escola_api password '${apiPassword}';
        grant anon, authenticated to escola_api;`);
      const functionDbUrl = new URL(url);
      functionDbUrl.username = 'escola_api';
      functionDbUrl.password = apiPassword;
      storageDir = await mkdtemp(join(tmpdir(), 'escola-contract-deno-'));
      const jwtSecret = randomBytes(24).toString('hex');
      restoreHashes = await cheapenPasswords(db);
      const ports = createLocalPorts({
        db,
        databaseUrl: url,
        storageDir,
        jwtSecret: new TextEncoder().encode(jwtSecret),
        issuer: 'http://127.0.0.1/auth/v1',
        bcryptCost: CONTRACT_BCRYPT_COST,
      });
      local = ports;
      const keys = { anonKey: `anon-${randomBytes(8).toString('hex')}`, serviceKey: `service-${randomBytes(8).toString('hex')}` };
      const emulatorOptions = { auth: ports.ports.auth, storage: ports.ports.storage, ...keys, functionUrl: '' };
      emulator = await startSupabaseEmulator(emulatorOptions);
      const port = await freePort();
      functionUrl = `http://127.0.0.1:${port}`;
      emulatorOptions.functionUrl = functionUrl;
      letThrough();

      const deno = join(REPO_ROOT, 'node_modules/.bin/deno');
      child = spawn(
        deno,
        ['run', '--allow-net', '--allow-env', '--config', 'supabase/functions/api/deno.json', 'supabase/functions/api/index.ts'],
        {
          cwd: REPO_ROOT,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            // The machine's own certificate authorities and proxy, should Deno fetch a package not cached yet.
            ...Object.fromEntries(
              ['DENO_CERT', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY']
                .filter((name) => process.env[name])
                .map((name) => [name, process.env[name]!]),
            ),
            NO_COLOR: '1',
            DENO_DIR: process.env.DENO_DIR ?? join(REPO_ROOT, 'node_modules/.cache/deno'),
            DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
            ESCOLA_DB_URL: functionDbUrl.toString(),
            SUPABASE_URL: emulator.url,
            SUPABASE_ANON_KEY: keys.anonKey,
            SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey,
            JWT_SECRET: jwtSecret,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output.join('')}`)), 150_000);
        const onData = (chunk: Buffer) => {
          output.push(chunk.toString());
          if (output.join('').includes('Listening on')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child!.stdout!.on('data', onData);
        child!.stderr!.on('data', onData);
        child!.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`Deno exited (${code}):\n${output.join('')}`));
        });
      });
      seeded = await snapshot(db);
    },
    async close() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await emulator?.close();
      if (db && seeded) await restore(db, seeded);
      if (db) await untrack(db);
      await restoreHashes?.();
      await local?.close();
      await db?.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
    reset: () => restore(need(db), need(seeded)),
    // The function's log arrives asynchronously (it could not be pinned on
    // one scenario); an error answer already fails a scenario by its status,
    // and logged-but-answered failures are checked on the in-process backends.
    takeErrors: () => [],
  };
  return backend;
}

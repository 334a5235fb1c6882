/**
 * `npm run local` — the real backend on this machine, no Docker, one port:
 *
 *   - the api (supabase/functions/api's Hono app) under /api, with the local
 *     ports: PGlite in `.local/db` (created, migrated and seeded on first
 *     start; later starts apply only new migrations) — or the PostgreSQL
 *     server in DATABASE_URL —, bcrypt/HS256 auth over auth.users, photos in
 *     `.local/storage`;
 *   - storage under /storage/v1 (server/storage-http.ts): the signed upload
 *     URLs and TUS endpoint the api's upload tickets name, and the signed read
 *     URLs of its answers — the protocol of Supabase Storage, over the files in
 *     `.local/storage`;
 *   - the SPA, built with VITE_API_URL=/api into `dist-local/` (no mock code).
 *
 * Options (or env): --port <n> (PORT, default 3000), --host <addr> (HOST,
 * default localhost), --public-url <url> (ESCOLA_PUBLIC_URL: the origin
 * browsers reach it at, in every file and api address the answers carry;
 * default http://<host>:<port>, localhost for a wildcard host — never the
 * request's Host), --data-dir <dir> (default .local), --skip-build (reuse
 * dist-local/), --api-only (no SPA: neither built nor served; for scripts
 * such as npm run upload-figure), --reset (delete the local database and files first);
 * ESCOLA_ACCESS_TOKEN_SECONDS shortens the access token's life (default 3600).
 * Ctrl-C stops it and closes the database cleanly.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { DEMO_LOGINS } from '../mocks/seed/demo.ts';
import { placeSeedFiles } from './seed-files.ts';
import { createApp } from '../supabase/functions/api/app.ts';
import { bootPglite, prepare } from '../tests/db/harness/boot.ts';
import { createPostgresDb, type Db } from '../tests/db/harness/db.ts';
import { createLocalPorts } from './local-ports.ts';
import { createStorageHttp } from './storage-http.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist-local');
const API_PATH = '/api';
const STORAGE_PATH = '/storage/v1';

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'public-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (args.help) {
  console.log(
    'npm run local -- [--port 3000] [--host localhost] [--public-url http://localhost:3000] [--data-dir .local] [--skip-build] [--api-only] [--reset]',
  );
  process.exit(0);
}

const port = Number(args.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`Porta inválida: ${args.port ?? process.env.PORT}`);
const host = args.host ?? process.env.HOST ?? 'localhost';
/**
 * The origin of every address in answers (signed file URLs, upload tickets,
 * PDF view addresses): configuration, never the request's Host header, which
 * anyone can forge (decision 56).
 */
function publicOrigin(): string {
  const given = (args['public-url'] ?? process.env.ESCOLA_PUBLIC_URL)?.trim();
  if (!given) {
    const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
    const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    return `http://${name}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    fail(`--public-url inválida: ${given}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    fail(`--public-url deve ser só a origem, como http://192.168.0.10:${port} (recebido: ${given}).`);
  }
  return url.origin;
}
const publicUrl = publicOrigin();
const dataDir = resolve(ROOT, args['data-dir'] ?? '.local');
const dbDir = join(dataDir, 'db');
const storageDir = join(dataDir, 'storage');
const lockFile = join(dataDir, 'db.lock');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
/** ESCOLA_ACCESS_TOKEN_SECONDS: a shorter access-token life (browser tests watch it being renewed). */
const tokenSeconds = Number(process.env.ESCOLA_ACCESS_TOKEN_SECONDS ?? 0) || undefined;
if (tokenSeconds !== undefined && !(Number.isInteger(tokenSeconds) && tokenSeconds > 0))
  fail(`ESCOLA_ACCESS_TOKEN_SECONDS inválido: ${process.env.ESCOLA_ACCESS_TOKEN_SECONDS}`);
const shown = (p: string) => relative(process.cwd(), p) || '.';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite's data folder must have one process at a time. */
async function takeLock(): Promise<void> {
  if (existsSync(lockFile)) {
    const pid = Number((await readFile(lockFile, 'utf8')).trim());
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      fail(`${shown(dbDir)} já está em uso pelo processo ${pid} (outro "npm run local"?).`);
    }
  }
  await writeFile(lockFile, String(process.pid));
}

async function jwtSecret(): Promise<Uint8Array> {
  const fromEnv = process.env.JWT_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) fail('JWT_SECRET precisa de ao menos 32 caracteres.');
    return new TextEncoder().encode(fromEnv);
  }
  // Kept across restarts so sessions survive them.
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}

function buildSpa(): Promise<void> {
  const require = createRequire(import.meta.url);
  const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, VITE_API_URL: API_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? done() : reject(new Error(`vite build saiu com código ${code}`))));
  });
}

async function openDatabase(): Promise<{ db: Db; label: string }> {
  if (databaseUrl) {
    const db = createPostgresDb(databaseUrl);
    await prepare(db);
    const where = new URL(databaseUrl);
    return { db, label: `PostgreSQL em ${where.hostname}:${where.port || 5432}${where.pathname} (DATABASE_URL)` };
  }
  await mkdir(dbDir, { recursive: true });
  const fresh = !existsSync(join(dbDir, 'PG_VERSION'));
  if (fresh) console.log(`Criando o banco local em ${shown(dbDir)} (migrações e dados de demonstração)…`);
  const db = await bootPglite({ dataDir: dbDir });
  return { db, label: `PGlite em ${shown(dbDir)}` };
}

function banner(url: string, dbLabel: string, apiOnly: boolean): string {
  const rows = [['Login', 'Senha', 'Perfil'], ...DEMO_LOGINS.map((l) => [l.login, l.password, `${l.label} (tipo ${l.type})`])];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => `  │ ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `  ${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [
    '',
    'Escola — modo local (API real, sem mock)',
    apiOnly ? '  App:      (--api-only: não servido)' : `  App:      ${url}/`,
    `  API:      ${url}${API_PATH}`,
    `  Storage:  ${url}${STORAGE_PATH}`,
    `  Banco:    ${dbLabel}`,
    `  Arquivos: ${shown(storageDir)}`,
    '',
    'Logins de demonstração:',
    rule('┌', '┬', '┐'),
    line(rows[0]!),
    rule('├', '┼', '┤'),
    ...rows.slice(1).map(line),
    rule('└', '┴', '┘'),
    '',
    'Ctrl-C encerra.',
  ].join('\n');
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (!databaseUrl) await takeLock();
  if (args.reset) {
    if (databaseUrl) fail('--reset apaga só o banco local (PGlite); com DATABASE_URL, recrie o banco no servidor.');
    await rm(dbDir, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
    console.log(`Dados locais apagados (${shown(dbDir)}, ${shown(storageDir)}).`);
  }
  await mkdir(storageDir, { recursive: true });

  const apiOnly = args['api-only'];
  const skipBuild = apiOnly || (args['skip-build'] && existsSync(join(DIST, 'index.html')));
  if (args['skip-build'] && !skipBuild) console.log(`${shown(DIST)} não existe: construindo o app mesmo assim.`);
  if (!skipBuild) console.log(`Construindo o app (VITE_API_URL=${API_PATH}) em ${shown(DIST)}…`);
  // Build and database start together.
  const [{ db, label }] = await Promise.all([openDatabase(), skipBuild ? Promise.resolve() : buildSpa()]);
  const local = createLocalPorts({
    db,
    ...(databaseUrl ? { databaseUrl } : {}),
    storageDir,
    jwtSecret: await jwtSecret(),
    issuer: `http://${host}:${port}/auth/v1`,
    ...(tokenSeconds ? { tokenLifetimeSeconds: tokenSeconds } : {}),
  });
  const placed = await placeSeedFiles(local.ports.storage);
  if (placed > 0) console.log(`Arquivos de demonstração do seed colocados no storage: ${placed}.`);
  // The caller's address is the socket's peer: nothing a client sends (X-Forwarded-For…) is believed.
  const api = createApp(local.ports, {
    mounts: [API_PATH],
    publicApiUrl: `${publicUrl}${API_PATH}`,
    publicStorageUrl: `${publicUrl}${STORAGE_PATH}`,
    clientAddress: (c) => (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? null,
  });

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all(API_PATH, (c) => api.fetch(c.req.raw, c.env));
  app.all(`${API_PATH}/*`, (c) => api.fetch(c.req.raw, c.env));
  app.route(STORAGE_PATH, createStorageHttp({ storage: local.ports.storage, publicUrl: `${publicUrl}${STORAGE_PATH}` }));
  // Unfinished uploads go when their ticket expires, even when nobody uploads anything else.
  const sweeper = setInterval(() => void local.ports.storage.sweepWork().catch(() => {}), 10 * 60_000);
  sweeper.unref();
  // The SPA as a static host should serve it (docs/deploy.md): compressed; hashed assets cached for good; the
  // rest (index.html, sw.js, the manifest) revalidated, so a rebuild is seen at once.
  if (!apiOnly) {
    app.use(
      '*',
      compress(),
      serveStatic({
        root: DIST,
        onFound: (path, c) => {
          c.header('Cache-Control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }
  app.notFound((c) => c.text('Não encontrado', 404));

  const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
    console.log(banner(publicUrl, label, apiOnly));
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') console.error(`\n✗ A porta ${port} já está em uso: use --port <outra>.`);
    else console.error(error);
    void shutdown(1);
  });

  let closing = false;
  async function shutdown(code = 0): Promise<void> {
    if (closing) return;
    closing = true;
    clearInterval(sweeper);
    server.close();
    await local.close().catch(() => {});
    await db.close().catch(() => {});
    if (!databaseUrl) await rm(lockFile, { force: true });
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));

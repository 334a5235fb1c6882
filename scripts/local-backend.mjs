/**
 * `npm run local` as a child process on a fresh database: for the browser
 * tests (tests/e2e/run.mjs) and `npm run lighthouse`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/main.ts on a free port with the embedded PGlite in a new
 * temporary folder (never DATABASE_URL: a fresh, seeded database), and
 * resolves once its api answers. `stop` ends it and removes the folder.
 * `output` receives the server's output instead of this process's stdout and stderr.
 * @param {{ env?: Record<string, string>, args?: string[], timeoutMs?: number, tmpPrefix?: string,
 *   output?: (chunk: Buffer) => void }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startLocalBackend({
  env: extraEnv = {},
  args = [],
  timeoutMs = 300_000,
  tmpPrefix = 'escola-local-',
  output,
} = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), tmpPrefix));
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const env = { ...process.env, ...extraEnv };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [tsx, 'server/main.ts', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, ...args],
    { cwd: ROOT, env, stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'] },
  );
  if (output) {
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
  }
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run local saiu com código ${child.exitCode} antes de responder`);
    try {
      const response = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      // Any answer of the api (400: no login given) means it is up; the SPA is built before it listens.
      if (response.status === 400) return { url: `${url}/`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error(`npm run local não respondeu em ${timeoutMs / 1000} s`);
}

#!/usr/bin/env node
/**
 * `npm run test:e2e` — browser tests against the built app.
 *
 * 1. Builds the app in mock mode (VITE_API_URL unset) into dist-e2e/.
 * 2. Serves it on a free 127.0.0.1 port (tests/e2e/serve.mjs).
 * 3. Runs tests/e2e/**\/*.e2e.ts with Vitest (vitest.e2e.config.ts), the
 *    served URL in E2E_BASE_URL. Extra arguments go to Vitest:
 *      npm run test:e2e -- smoke          (only specs matching "smoke")
 * 4. Stops the server.
 * 5. Runs the journeys that must hold on the real backend too
 *    (LOCAL_SPECS) against `npm run local` — the api on a fresh PGlite in a
 *    temporary folder, with the SPA built against it, its access tokens
 *    living LOCAL_TOKEN_SECONDS — with E2E_BACKEND=local.
 *    Skipped when the extra arguments name none of them.
 * The exit code is the first failing phase's.
 *
 * The browser is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Before anything else scripts/ensure-chromium.mjs installs it when it is
 * missing and it can (root or passwordless sudo), or stops at once with the
 * command to run; the specs never skip.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { serveStatic } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = 'dist-e2e';
const require = createRequire(import.meta.url);
/** Specs (file name filters) that also run against the real backend of `npm run local`. */
const LOCAL_SPECS = ['registration', 'financeiro', 'session', 'audios', 'sala-de-aula', 'agenda-certificados', 'pwa'];
/**
 * The access-token life of that backend (ESCOLA_ACCESS_TOKEN_SECONDS): seconds, so every journey on it runs
 * through renewals of its session, and the session spec sees them (docs/decisions.md §30).
 */
const LOCAL_TOKEN_SECONDS = 20;
const LOCAL_BOOT_TIMEOUT_MS = 300_000;

async function buildMockApp() {
  const { build } = await import('vite');
  const env = process.env.VITE_API_URL;
  delete process.env.VITE_API_URL;
  try {
    console.log(`e2e: building the app in mock mode into ${OUT_DIR}/ …`);
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: path.join(ROOT, OUT_DIR), emptyOutDir: true },
    });
  } finally {
    if (env !== undefined) process.env.VITE_API_URL = env;
  }
}

/**
 * With E2E_REPORT_DIR (set by `npm test`, scripts/test.mjs): Vitest's JSON
 * report of a phase (`mock`, `local`) goes there, for the summary.
 * @param {string} phase
 */
function reportArgs(phase) {
  const dir = process.env.E2E_REPORT_DIR;
  return dir ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(dir, `e2e-${phase}.json`)}`] : [];
}

/**
 * The phase's seconds, its build or server included, added to its report.
 * @param {string} phase
 * @param {number} started
 */
function recordPhaseTime(phase, started) {
  const dir = process.env.E2E_REPORT_DIR;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`e2e: ${phase} phase took ${seconds} s`);
  const file = dir ? path.join(dir, `e2e-${phase}.json`) : null;
  if (!file || !existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify({ ...report, phaseSeconds: seconds }));
}

/**
 * @param {string} baseUrl
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runVitest(baseUrl, args, extraEnv = {}) {
  const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, ...extraEnv },
  });
  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal === 'SIGINT' ? 'SIGTERM' : signal);
  };
  for (const s of signals) process.on(s, forward);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`e2e: could not start Vitest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  if (!ensureChromium().ok) return 1;
  const mockStarted = Date.now();
  await buildMockApp();
  const server = await serveStatic(path.join(ROOT, OUT_DIR));
  console.log(`e2e: serving ${OUT_DIR}/ at ${server.url}`);
  let code = 1;
  try {
    code = await runVitest(server.url, [...args, ...reportArgs('mock')], { E2E_BACKEND: 'mock' });
  } finally {
    await server.close();
  }
  recordPhaseTime('mock', mockStarted);

  const filters = args.filter((a) => !a.startsWith('-'));
  const localSpecs = filters.length === 0 ? LOCAL_SPECS : LOCAL_SPECS.filter((s) => filters.some((f) => s.includes(f)));
  if (localSpecs.length === 0) return code;
  const localStarted = Date.now();
  console.log(`e2e: starting npm run local (the api on a fresh PGlite) for: ${localSpecs.join(', ')} …`);
  const local = await startLocalBackend({
    env: { ESCOLA_ACCESS_TOKEN_SECONDS: String(LOCAL_TOKEN_SECONDS) },
    timeoutMs: LOCAL_BOOT_TIMEOUT_MS,
    tmpPrefix: 'escola-e2e-local-',
  });
  console.log(`e2e: npm run local answers at ${local.url}`);
  try {
    const localCode = await runVitest(local.url, [...localSpecs, ...reportArgs('local')], { E2E_BACKEND: 'local' });
    if (code === 0) code = localCode;
  } finally {
    await local.stop();
  }
  recordPhaseTime('local', localStarted);
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);

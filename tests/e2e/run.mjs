#!/usr/bin/env node
/**
 * `npm run test:e2e` — browser tests against the built app.
 *
 * Two phases, side by side (each mostly waits, on Chromium and on the app's
 * own timers, so together they take little more than the longer one):
 *
 * - the mock build: builds the app in mock mode (VITE_API_URL unset) into
 *   dist-e2e/, serves it on a free 127.0.0.1 port (tests/e2e/serve.mjs) and
 *   runs tests/e2e/**\/*.e2e.ts with Vitest (vitest.e2e.config.ts: two spec
 *   files at a time), the served URL in E2E_BASE_URL. Extra arguments go to
 *   Vitest:  npm run test:e2e -- smoke   (only specs matching "smoke");
 * - the real backend: the journeys that must hold there too (LOCAL_SPECS)
 *   against `npm run local` — the api on a fresh PGlite in a temporary
 *   folder, with the SPA built against it, its access tokens living
 *   LOCAL_TOKEN_SECONDS — with E2E_BACKEND=local, one spec at a time (one
 *   database). Its output is kept and printed after the mock phase's.
 *   Skipped when the extra arguments name none of them.
 *
 * E2E_SERIAL=1 runs the phases one after the other, with the local phase's
 * output as it comes. The exit code is the first failing phase's.
 *
 * The browser is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Before anything else scripts/ensure-chromium.mjs installs it when it is
 * missing and it can (root or passwordless sudo), or stops at once with the
 * command to run; the specs never skip.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { FAILURE_SCREENSHOT_DIR } from './failures.mjs';
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
 * @param {Record<string, string>} extraEnv
 * @param {((chunk: Buffer) => void) | undefined} output where Vitest's output goes (default: this process's)
 * @returns {Promise<number>}
 */
function runVitest(baseUrl, args, extraEnv = {}, output = undefined) {
  const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...args], {
    cwd: ROOT,
    stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, ...(output ? { FORCE_COLOR: '1' } : {}), ...extraEnv },
  });
  if (output) {
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
  }
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

/** The mock build's phase: build, serve, every spec. */
async function mockPhase(args) {
  const started = Date.now();
  await buildMockApp();
  const server = await serveStatic(path.join(ROOT, OUT_DIR));
  console.log(`e2e: serving ${OUT_DIR}/ at ${server.url}`);
  let code = 1;
  try {
    code = await runVitest(server.url, [...args, ...reportArgs('mock')], { E2E_BACKEND: 'mock' });
  } finally {
    await server.close();
  }
  recordPhaseTime('mock', started);
  return code;
}

/**
 * The real backend's phase: `npm run local` on a fresh PGlite, its specs one at a time.
 * @param {string[]} specs
 * @param {((chunk: Buffer) => void) | undefined} output
 */
async function localPhase(specs, output) {
  const started = Date.now();
  const say = (line) => (output ? output(Buffer.from(`${line}\n`)) : console.log(line));
  say(`e2e: starting npm run local (the api on a fresh PGlite) for: ${specs.join(', ')} …`);
  const local = await startLocalBackend({
    env: { ESCOLA_ACCESS_TOKEN_SECONDS: String(LOCAL_TOKEN_SECONDS) },
    timeoutMs: LOCAL_BOOT_TIMEOUT_MS,
    tmpPrefix: 'escola-e2e-local-',
    output,
  });
  say(`e2e: npm run local answers at ${local.url}`);
  let code = 1;
  try {
    code = await runVitest(local.url, [...specs, '--maxWorkers=1', ...reportArgs('local')], { E2E_BACKEND: 'local' }, output);
  } finally {
    await local.stop();
  }
  recordPhaseTime('local', started);
  return code;
}

async function main() {
  const args = process.argv.slice(2);
  if (!ensureChromium().ok) return 1;
  // A failure's screenshot is this run's, never an earlier one's.
  rmSync(FAILURE_SCREENSHOT_DIR, { recursive: true, force: true });
  const filters = args.filter((a) => !a.startsWith('-'));
  const localSpecs = filters.length === 0 ? LOCAL_SPECS : LOCAL_SPECS.filter((s) => filters.some((f) => s.includes(f)));
  if (process.env.E2E_SERIAL === '1') {
    const code = await mockPhase(args);
    const localCode = localSpecs.length > 0 ? await localPhase(localSpecs, undefined) : 0;
    return code !== 0 ? code : localCode;
  }
  /** @type {Buffer[]} */
  const localOutput = [];
  const local =
    localSpecs.length > 0
      ? localPhase(localSpecs, (chunk) => localOutput.push(chunk)).catch((error) => {
          localOutput.push(Buffer.from(`e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`));
          return 1;
        })
      : Promise.resolve(0);
  const code = await mockPhase(args).catch((error) => {
    console.error(`e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  });
  if (localSpecs.length > 0) console.log('\ne2e: npm run local (ran beside the mock build), its output:');
  const localCode = await local;
  process.stdout.write(Buffer.concat(localOutput));
  return code !== 0 ? code : localCode;
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

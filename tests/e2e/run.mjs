#!/usr/bin/env node
/**
 * `npm run test:e2e` — browser tests against the built app.
 *
 * 1. Builds the app in mock mode (VITE_API_URL unset) into dist-e2e/.
 * 2. Serves it on a free 127.0.0.1 port (tests/e2e/serve.mjs).
 * 3. Runs tests/e2e/**\/*.e2e.ts with Vitest (vitest.e2e.config.ts), the
 *    served URL in E2E_BASE_URL. Extra arguments go to Vitest:
 *      npm run test:e2e -- smoke          (only specs matching "smoke")
 * 4. Stops the server. The exit code is Vitest's.
 *
 * The browser is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium);
 * when it is missing the specs fail — they never skip.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = 'dist-e2e';
const require = createRequire(import.meta.url);

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
 * @param {string} baseUrl
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runVitest(baseUrl, args) {
  const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl },
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
  await buildMockApp();
  const server = await serveStatic(path.join(ROOT, OUT_DIR));
  console.log(`e2e: serving ${OUT_DIR}/ at ${server.url}`);
  let code = 1;
  try {
    code = await runVitest(server.url, process.argv.slice(2));
  } finally {
    await server.close();
  }
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

#!/usr/bin/env node
/**
 * `npm run dev` — Vite's dev server against the in-browser mock backend.
 *
 * Every argument is handed to Vite's own CLI, so its flags work unchanged:
 *   npm run dev -- --port 5199 --host
 * Once Vite is listening, the URL(s) and the demo logins (read from the mock
 * seed, their single definition) are printed. Ctrl-C / SIGTERM stop Vite.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLoginTable, loadDemoLogins, SEED_MODULE } from './lib/demo-logins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const apiUrl = process.env.VITE_API_URL;
const mockMode = !apiUrl;
const env = { ...process.env };
if (process.stdout.isTTY && env.FORCE_COLOR === undefined && env.NO_COLOR === undefined) env.FORCE_COLOR = '1';

const child = spawn(process.execPath, [viteBin, ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});

// Read the seed while Vite starts.
const logins = mockMode
  ? loadDemoLogins(root).then(
      (list) => ({ ok: /** @type {const} */ (true), list }),
      (error) => ({ ok: /** @type {const} */ (false), error: /** @type {unknown} */ (error) }),
    )
  : null;

// eslint-disable-next-line no-control-regex -- ANSI escape sequences
const ANSI = /\u001b\[[0-9;]*m/g;
/** @type {string[]} */
const urls = [];
let buffered = '';
/** @type {NodeJS.Timeout | undefined} */
let bannerTimer;
let bannerShown = false;

child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
  process.stdout.write(chunk);
  if (bannerShown) return;
  buffered += chunk.toString('utf8');
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const raw of lines) {
    const match = /\b(Local|Network):\s+(\S+)/.exec(raw.replace(ANSI, ''));
    if (!match || !match[2].startsWith('http')) continue;
    urls.push(match[2]);
    // Vite prints its URLs in one burst: show the banner right after it.
    clearTimeout(bannerTimer);
    bannerTimer = setTimeout(() => void showBanner(), 150);
  }
});

async function showBanner() {
  if (bannerShown) return;
  bannerShown = true;
  const out = [''];
  out.push(
    `  Escola — servidor de desenvolvimento ${mockMode ? 'com o backend simulado (MSW, dados de demonstração)' : `com a API ${apiUrl}`}`,
  );
  for (const url of urls) out.push(`  Abra: ${url}`);
  if (logins) {
    const result = await logins;
    if (result.ok) {
      out.push('', '  Logins de demonstração:', formatLoginTable(result.list));
    } else {
      const message = result.error instanceof Error ? result.error.message : String(result.error);
      out.push('', `  Não foi possível ler os logins de demonstração de ${SEED_MODULE}: ${message}`);
    }
  }
  out.push('');
  process.stdout.write(`${out.join('\n')}\n`);
}

/** @type {NodeJS.Signals[]} */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** @type {NodeJS.Signals | undefined} */
let stopSignal;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopSignal ??= signal;
    // Vite closes its server and exits on SIGTERM. SIGINT is not enough: a
    // process started in the background inherits SIGINT as ignored.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
}

child.on('error', (error) => {
  console.error(`Não foi possível iniciar o Vite (${viteBin}): ${error.message}`);
  process.exit(1);
});

const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

child.on('exit', (code, signal) => {
  clearTimeout(bannerTimer);
  const reason = stopSignal ?? signal;
  if (reason) {
    process.exit(reason in SIGNAL_EXIT ? SIGNAL_EXIT[/** @type {keyof typeof SIGNAL_EXIT} */ (reason)] : 1);
  }
  process.exit(code ?? 0);
});

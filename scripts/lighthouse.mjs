#!/usr/bin/env node
/**
 * `npm run lighthouse` — Lighthouse's performance and best-practices scores of
 * the login page of the Supabase-mode build (issue 14's closing figures). Not
 * part of CI: it downloads Lighthouse through npx.
 *
 * 1. Starts `npm run local` (server/main.ts: builds the SPA into dist-local/,
 *    the api on a fresh PGlite in a temporary folder) on a free port.
 * 2. Runs `npx --yes lighthouse@12.8.2` (12.x: v13 needs Node 22) on Debian's
 *    Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless.
 * 3. Prints both scores, FCP, LCP, TBT and CLS, and every best-practices audit
 *    that failed; writes the JSON report into lighthouse-reports/ (git-ignored).
 * 4. Stops the server.
 *
 * Extra arguments go to server/main.ts, e.g. `npm run lighthouse -- --skip-build`.
 * Exit code: 1 when the server or Lighthouse fails, not for a low score.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalBackend } from './local-backend.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_DIR = path.join(ROOT, 'lighthouse-reports');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run';

/**
 * @param {string} url
 * @param {string} output
 * @returns {Promise<number>}
 */
function runLighthouse(url, output) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,best-practices',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ];
  // Lighthouse's chrome-launcher takes the browser from CHROME_PATH.
  const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`lighthouse: npx não iniciou: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {any} report a Lighthouse JSON report */
function summary(report) {
  const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => report.audits[id]?.displayValue ?? '—';
  const lines = [
    `Lighthouse ${report.lighthouseVersion} on ${report.finalDisplayedUrl ?? report.finalUrl}`,
    `  performance:    ${score('performance')}`,
    `  best-practices: ${score('best-practices')}`,
    `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
  ];
  const failed = (report.categories['best-practices']?.auditRefs ?? [])
    .map((/** @type {{ id: string }} */ ref) => report.audits[ref.id])
    .filter(
      (/** @type {any} */ a) =>
        a &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.score !== null &&
        a.score < 1,
    );
  lines.push(failed.length === 0 ? '  best-practices: no failed audit' : '  best-practices audits failed:');
  for (const audit of failed) lines.push(`    - ${audit.id}: ${audit.title}`);
  return lines.join('\n');
}

async function main() {
  const extraArgs = process.argv.slice(2);
  await mkdir(REPORT_DIR, { recursive: true });
  const output = path.join(REPORT_DIR, `login-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  console.log('lighthouse: starting npm run local on a fresh PGlite …');
  const local = await startLocalBackend({ args: extraArgs, tmpPrefix: 'escola-lighthouse-' });
  let code;
  try {
    console.log(`lighthouse: ${LIGHTHOUSE} on ${local.url} …`);
    code = await runLighthouse(local.url, output);
  } finally {
    await local.stop();
  }
  if (code !== 0) {
    console.error(`lighthouse: npx ${LIGHTHOUSE} terminou com código ${code}`);
    return code;
  }
  console.log(summary(JSON.parse(await readFile(output, 'utf8'))));
  console.log(`lighthouse: relatório em ${path.relative(ROOT, output)}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);

#!/usr/bin/env node
/**
 * `npm test`: every suite, then one summary.
 *
 *   node scripts/test.mjs              Chromium check, unit, db, browser (mock build, then npm run local)
 *   node scripts/test.mjs unit db      only the named suites (unit, db, e2e), in that order
 *
 * Each suite runs to its end even when an earlier one failed, writing Vitest's
 * JSON report to .test-results/; the summary then gives, per suite, the tests
 * passed and failed and its seconds, and for each failure its name, file,
 * first line of the error and — for a browser test — the screenshot taken
 * when it failed (tests/e2e/failures.mjs). The exit code is 1 when anything
 * failed or a suite did not finish.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { failureScreenshotPath } from '../tests/e2e/failures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(ROOT, '.test-results');

/**
 * The suites in order: the command of each, and the reports it writes
 * (the browser suite writes one per backend, tests/e2e/run.mjs).
 */
const SUITES = {
  unit: {
    command: ['npx', 'vitest', 'run', ...jsonReporter('unit')],
    reports: [{ file: 'unit.json', label: 'unidade (vitest, contrato, fuzz)' }],
  },
  db: {
    command: ['npx', 'vitest', 'run', '--config', 'tests/db/vitest.config.ts', ...jsonReporter('db')],
    reports: [{ file: 'db.json', label: `banco (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite'})` }],
  },
  e2e: {
    command: ['node', 'tests/e2e/run.mjs'],
    env: { E2E_REPORT_DIR: RESULTS_DIR },
    reports: [
      { file: 'e2e-mock.json', label: 'navegador (build de mock)' },
      { file: 'e2e-local.json', label: 'navegador (npm run local)' },
    ],
  },
};

/** Vitest's own output plus the JSON report the summary reads. */
export function jsonReporter(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS_DIR, `${name}.json`)}`];
}

function run([command, ...args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    const forward = (signal) => child.exitCode === null && child.kill(signal);
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, forward);
    child.on('error', (error) => {
      console.error(`npm test: não foi possível iniciar ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A report's counts and failures, or null when the suite did not write it. */
export function readReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const result of report.testResults ?? []) {
    const relative = path.relative(ROOT, result.name);
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const name = [...test.ancestorTitles, test.title].join(' > ');
      const shot = failureScreenshotPath(name);
      failures.push({
        name,
        file: relative,
        message: String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300),
        screenshot: existsSync(shot) ? path.relative(ROOT, shot) : null,
      });
    }
    // A file that failed to load has no tests to blame: report the file.
    if ((result.assertionResults ?? []).length === 0 && result.status === 'failed') {
      failures.push({
        name: '(o arquivo não carregou)',
        file: relative,
        message: String(result.message ?? '').split('\n')[0],
        screenshot: null,
      });
    }
  }
  return {
    // tests/e2e/run.mjs records each browser phase's own seconds (its build and server included).
    seconds: typeof report.phaseSeconds === 'number' ? report.phaseSeconds : null,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** The summary table and the failures, as printed at the end. */
export function summarize(rows) {
  const lines = ['', '==> Resumo de npm test', ''];
  const header = ['suíte', 'passaram', 'falharam', 'pulados', 'segundos'];
  const table = rows.map((r) =>
    r.report ? [r.label, r.report.passed, r.report.failed, r.report.skipped, r.seconds] : [r.label, '—', '—', '—', r.seconds],
  );
  const total = rows.reduce(
    (t, r) => ({
      passed: t.passed + (r.report?.passed ?? 0),
      failed: t.failed + (r.report?.failed ?? 0),
      skipped: t.skipped + (r.report?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const seconds = rows.reduce((s, r) => s + r.wall, 0);
  table.push(['total', total.passed, total.failed, total.skipped, seconds]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const format = (row) =>
    row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  lines.push(format(header), ...table.map(format));
  if (rows.some((r) => r.wall !== r.seconds && r.wall > 0))
    lines.push('(o total é o tempo de relógio: as fases do navegador rodam lado a lado)');
  for (const r of rows.filter((row) => !row.report)) {
    lines.push('', `✗ ${r.label}: não terminou (código ${r.code}); veja a saída acima.`);
  }
  const failures = rows.flatMap((r) => (r.report?.failures ?? []).map((f) => ({ ...f, suite: r.label })));
  if (failures.length > 0) {
    lines.push('', `Falhas (${failures.length}):`);
    for (const f of failures) {
      lines.push(`  ✗ [${f.suite}] ${f.name}`, `      ${f.file}`);
      if (f.message) lines.push(`      ${f.message}`);
      if (f.screenshot) lines.push(`      captura: ${f.screenshot}`);
    }
  }
  const ok = failures.length === 0 && rows.every((r) => r.report && r.code === 0);
  lines.push('', ok ? '✓ npm test: tudo passou.' : '✗ npm test: há falhas (acima).');
  return { text: lines.join('\n'), ok };
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((s) => !(s in SUITES));
  if (unknown.length > 0) {
    console.error(`npm test: suíte desconhecida: ${unknown.join(', ')} (suítes: ${Object.keys(SUITES).join(', ')})`);
    return 1;
  }
  const names = asked.length > 0 ? Object.keys(SUITES).filter((s) => asked.includes(s)) : Object.keys(SUITES);
  // A missing browser is reported in seconds, before the long unit suite.
  if (names.includes('e2e') && !ensureChromium().ok) return 1;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const rows = [];
  for (const name of names) {
    const suite = SUITES[name];
    for (const { file } of suite.reports) rmSync(path.join(RESULTS_DIR, file), { force: true });
    const started = Date.now();
    const code = await run(suite.command, suite.env);
    const seconds = Math.round((Date.now() - started) / 1000);
    suite.reports.forEach(({ file, label }, i) => {
      const report = readReport(path.join(RESULTS_DIR, file));
      // A suite's wall time counts once in the total (the browser phases run side by side).
      rows.push({ label, code, report, seconds: report?.seconds ?? seconds, wall: i === 0 ? seconds : 0 });
    });
  }
  const { text, ok } = summarize(rows);
  console.log(text);
  return ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(`npm test: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    },
  );
}

// @vitest-environment node
/**
 * `npm test`'s summary (scripts/test.mjs): counts and seconds per suite from
 * Vitest's JSON reports, every failure with its file, first error line and
 * the screenshot a failed browser test left (tests/e2e/failures.mjs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readReport, summarize } from '../../scripts/test.mjs';
import { failureScreenshotPath } from '../e2e/failures.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function report(tests: { title: string; ancestors: string[]; status: 'passed' | 'failed'; message?: string }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'escola-summary-'));
  dirs.push(dir);
  const file = path.join(dir, 'r.json');
  writeFileSync(
    file,
    JSON.stringify({
      numPassedTests: tests.filter((t) => t.status === 'passed').length,
      numFailedTests: tests.filter((t) => t.status === 'failed').length,
      numPendingTests: 0,
      numTodoTests: 0,
      phaseSeconds: 42,
      testResults: [
        {
          name: path.join(ROOT, 'tests/e2e/exemplo.e2e.ts'),
          status: tests.some((t) => t.status === 'failed') ? 'failed' : 'passed',
          assertionResults: tests.map((t) => ({
            title: t.title,
            ancestorTitles: t.ancestors,
            status: t.status,
            failureMessages: t.message ? [t.message] : [],
          })),
        },
      ],
    }),
  );
  return file;
}

describe('npm test summary', () => {
  it('reads counts, the phase seconds and each failure with its screenshot', () => {
    const name = 'jornada > quebra de propósito';
    const shot = failureScreenshotPath(name);
    mkdirSync(path.dirname(shot), { recursive: true });
    writeFileSync(shot, 'png');
    dirs.push(shot);
    const read = readReport(
      report([
        { title: 'passa', ancestors: ['jornada'], status: 'passed' },
        {
          title: 'quebra de propósito',
          ancestors: ['jornada'],
          status: 'failed',
          message: 'AssertionError: esperado 1\n    at linha',
        },
      ]),
    );
    expect(read).toMatchObject({ seconds: 42, passed: 1, failed: 1, skipped: 0 });
    expect(read!.failures).toEqual([
      {
        name,
        file: 'tests/e2e/exemplo.e2e.ts',
        message: 'AssertionError: esperado 1',
        screenshot: path.relative(ROOT, shot),
      },
    ]);
  });

  it('prints a row per suite, the wall-clock total, the failures, and fails when a suite did not finish', () => {
    const { text, ok } = summarize([
      { label: 'unidade', code: 0, report: { passed: 10, failed: 0, skipped: 0, failures: [] }, seconds: 300, wall: 300 },
      {
        label: 'navegador (build de mock)',
        code: 1,
        report: {
          passed: 4,
          failed: 1,
          skipped: 0,
          failures: [
            { name: 'a > b', file: 'tests/e2e/x.e2e.ts', message: 'Erro', screenshot: 'tests/e2e/screenshots/failures/a-b.png' },
          ],
        },
        seconds: 280,
        wall: 290,
      },
      { label: 'navegador (npm run local)', code: 1, report: null, seconds: 250, wall: 0 },
    ]);
    expect(ok).toBe(false);
    expect(text).toMatch(/unidade\s+10\s+0\s+0\s+300/);
    expect(text).toMatch(/total\s+14\s+1\s+0\s+590/);
    expect(text).toContain('✗ navegador (npm run local): não terminou (código 1)');
    expect(text).toContain('✗ [navegador (build de mock)] a > b');
    expect(text).toContain('captura: tests/e2e/screenshots/failures/a-b.png');
  });

  it('says all passed only when every suite finished with no failure', () => {
    const { text, ok } = summarize([
      { label: 'banco', code: 0, report: { passed: 3, failed: 0, skipped: 0, failures: [] }, seconds: 60, wall: 60 },
    ]);
    expect(ok).toBe(true);
    expect(text).toContain('✓ npm test: tudo passou.');
  });
});

/**
 * Where a failing browser test leaves its screenshot, by the test's full
 * name: the specs write it (browser.ts, stories.e2e.ts) and `npm test`'s
 * summary (scripts/test.mjs) names it beside the failure.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FAILURE_SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', 'failures');

/**
 * @param {string} fullName the test's names from its file's top suite down, joined with ' > '
 * @returns {string} the PNG's absolute path
 */
export function failureScreenshotPath(fullName) {
  const slug = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);
  return path.join(FAILURE_SCREENSHOT_DIR, `${slug}.png`);
}

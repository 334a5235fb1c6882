/**
 * Browser helpers for the e2e specs: playwright-core driving Debian's Chromium
 * (never a downloaded browser), the URL of the app under test, screenshots.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, type RunnerTestCase } from 'vitest';
import { failureScreenshotPath } from './failures.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches headless Chromium; fails (never skips) when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH} — rode: node scripts/ensure-chromium.mjs`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** The URL the app is served at (set by tests/e2e/run.mjs), optionally joined with a hash route. */
export function appUrl(hashRoute = ''): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) {
    throw new Error('E2E_BASE_URL não definida: rode os testes de navegador com `npm run test:e2e`.');
  }
  return hashRoute ? `${base}#${hashRoute.startsWith('/') ? hashRoute : `/${hashRoute}`}` : base;
}

/** Saves a full-page PNG as tests/e2e/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A test's names from its file's top suite down, as the JSON report's `fullName` parts: the failure screenshot's name. */
export function testPath(task: RunnerTestCase): string {
  const names = [task.name];
  for (let suite = task.suite; suite && suite !== task.file; suite = suite.suite) names.unshift(suite.name);
  return names.join(' > ');
}

/** After a failed test: the page as it was, where `npm test`'s summary points (failures.mjs). */
export async function screenshotFailure(page: Page, task: RunnerTestCase): Promise<void> {
  if (task.result?.state !== 'fail') return;
  const file = failureScreenshotPath(testPath(task));
  mkdirSync(path.dirname(file), { recursive: true });
  // A page that crashed or closed has no picture to give: the failure's own message stands.
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

/**
 * Collects uncaught page errors and console errors, so a spec can assert that
 * a journey ran without any.
 */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

export interface FreshPage {
  /** The page of the current test, in a new pt-BR context. */
  readonly page: Page;
  /** Page and console errors collected during the current test. */
  readonly errors: string[];
}

/**
 * Registers the hooks every journey spec needs: one Chromium per file and a
 * fresh context (no shared storage) per test. Read `page`/`errors` inside tests.
 */
export function useFreshPage(viewport = { width: 1280, height: 860 }): FreshPage {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const current: { page?: Page; errors: string[] } = { errors: [] };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ locale: 'pt-BR', viewport });
    current.page = await context.newPage();
    current.errors = trackErrors(current.page);
  });
  afterEach(async ({ task }) => {
    if (current.page) await screenshotFailure(current.page, task);
    await context?.close();
  });
  return {
    get page() {
      if (!current.page) throw new Error('useFreshPage: a página só existe dentro de um teste.');
      return current.page;
    },
    get errors() {
      return current.errors;
    },
  };
}

/**
 * Every story as a test, in Chromium, against the built Storybook.
 *
 * storybook-static/ is built first (`npm run build-storybook`) when it is
 * missing or older than any source it is built from (.ci/run builds it in its
 * own step before the tests, so CI does not build twice). It is served on a
 * free 127.0.0.1 port; one page loads the preview (iframe.html) once and
 * switches stories the way the Storybook UI does (the `setCurrentStory`
 * channel event), so each story mounts fresh: its loaders re-seed the mock
 * and sign its role in, its play function runs, then the a11y addon's check.
 *
 * A story fails on: a render or loader error, a play function that throws,
 * unhandled errors while playing, an a11y violation (the addon's report,
 * `parameters.a11y.test: 'error'`), a page error or a console error (HTTP
 * error statuses of the API are the subject of some stories and are not
 * errors; any other failed load is), an MSW warning about an API request no
 * handler answered, or not finishing within the time-out. A screenshot of
 * every story goes to tests/e2e/screenshots/stories/ (git-ignored).
 *
 *   npm run test:e2e -- stories
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR, screenshotFailure } from './browser';
import { serveStatic, type StaticServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'storybook-static');
const INDEX_FILE = path.join(OUT_DIR, 'index.json');
const STORY_SCREENSHOTS = path.join(SCREENSHOT_DIR, 'stories');
/** What the Storybook build reads. */
const SOURCES = [
  'src',
  '.storybook',
  'mocks',
  'supabase/functions/_shared',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
];
const DESKTOP = { width: 1280, height: 800 };
/** Render, play (spinners of 1 s, lazy chunks) and the a11y check of one story. */
const STORY_TIMEOUT_MS = 30_000;

// --- the build ------------------------------------------------------------------

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === '.temp') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function ensureStorybookBuilt(): void {
  const built = existsSync(INDEX_FILE) ? statSync(INDEX_FILE).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built >= sources) return;
  console.log(`stories: storybook-static/ ${built ? 'is older than the sources' : 'is missing'}: npm run build-storybook …`);
  const env: NodeJS.ProcessEnv = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
  // The stories run against the in-browser mock, as in `npm run dev`.
  delete env.VITE_API_URL;
  const result = spawnSync('npm', ['run', 'build-storybook'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm run build-storybook falhou (código ${result.status ?? result.signal}).`);
}

interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

ensureStorybookBuilt();
const index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, IndexEntry> };
const STORIES = Object.values(index.entries).filter((e) => e.type === 'story');

// --- inside the page ------------------------------------------------------------

/** The channel events a story's run is judged by, as recorded in the page. */
interface RecordedEvent {
  readonly type: string;
  readonly storyId?: string;
  readonly status?: string;
  readonly message?: string;
  readonly violations?: readonly string[];
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  };
  __STORYBOOK_PREVIEW__: {
    storeInitializationPromise: Promise<void>;
    storyStoreValue: {
      loadStory(options: { storyId: string }): Promise<{ storyGlobals: Record<string, unknown>; parameters?: unknown }>;
    };
  };
  __storyEvents: RecordedEvent[];
}

/** Records the preview's render events (runs in the page, once). */
function recordStoryEvents(): void {
  const w = window as unknown as PreviewWindow;
  w.__storyEvents = [];
  const text = (error: unknown) => {
    const e = error as { message?: string; stack?: string } | undefined;
    return e?.stack ?? e?.message ?? String(error);
  };
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  channel.on('storyFinished', (...args) => {
    const { storyId, status, reporters } = args[0] as {
      storyId: string;
      status: string;
      reporters: {
        type: string;
        status: string;
        result?: { error?: unknown; violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[] };
      }[];
    };
    const violations: string[] = [];
    for (const report of reporters) {
      if (report.type !== 'a11y' || report.status !== 'failed') continue;
      if (report.result?.error) violations.push(`a11y check failed: ${text(report.result.error)}`);
      for (const v of report.result?.violations ?? []) {
        violations.push(`${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    w.__storyEvents.push({ type: 'storyFinished', storyId, status, violations });
  });
  channel.on('playFunctionThrewException', (error) => w.__storyEvents.push({ type: 'play threw', message: text(error) }));
  channel.on('storyThrewException', (error) => w.__storyEvents.push({ type: 'story threw', message: text(error) }));
  channel.on('storyErrored', (error) => w.__storyEvents.push({ type: 'story errored', message: JSON.stringify(error) }));
  channel.on('unhandledErrorsWhilePlaying', (errors) =>
    w.__storyEvents.push({ type: 'unhandled errors while playing', message: (errors as unknown[]).map(text).join('\n') }),
  );
  channel.on('storyMissing', (storyId) => w.__storyEvents.push({ type: 'storyMissing', storyId: String(storyId) }));
}

/** The browser's own user agent. */
async function probeUserAgent(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(() => navigator.userAgent);
  } finally {
    await context.close();
  }
}

// --- the spec -------------------------------------------------------------------

/**
 * Resources a story fails to load on purpose, by story id. (HTTP error answers
 * of the API are always allowed: they are what stories such as LoadError are about.)
 */
const EXPECTED_FAILED_LOADS: Readonly<Record<string, RegExp>> = {
  'kit-avatar--broken-photo': /\/nao-existe\.jpg$/,
  'kit-pdfviewer--load-error': /\/pdf-viewer\/inexistente\.pdf$/,
};

/**
 * Chromium's log line for a failed load a story expects: an API call answered
 * with an error status or failed at the network level (`networkError(…)` in
 * .storybook/api.ts), or a resource listed above.
 */
function isExpectedFailedLoad(storyId: string, text: string, url: string): boolean {
  const status = /^Failed to load resource: the server responded with a status of [45]\d\d/.test(text);
  const network = /^Failed to load resource: net::ERR_FAILED/.test(text);
  if (new URL(url, 'http://x').pathname.startsWith('/api/')) return status || network;
  return status && (EXPECTED_FAILED_LOADS[storyId]?.test(url) ?? false);
}

describe(`stories (${STORIES.length})`, () => {
  let browser: Browser;
  let server: StaticServer;
  let page: Page;
  let currentStory = '';
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(STORY_SCREENSHOTS, { recursive: true });
    server = await serveStatic(OUT_DIR);
    browser = await launchBrowser();
    // Storybook knows a story test runner by its user agent: after a play it then stops animations at
    // their end (pauseAnimations) instead of waiting up to 5 s for them to run out before the a11y check
    // (a toast's 5 s progress bar), as Storybook's own test runner does.
    const userAgent = `${await probeUserAgent(browser)} StorybookTestRunner`;
    const context = await browser.newContext({ locale: 'pt-BR', viewport: DESKTOP, userAgent });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      const { url } = message.location();
      if (message.type() === 'error' && !isExpectedFailedLoad(currentStory, text, url)) {
        problems.push(`console.error: ${text}${url && !text.includes(url) ? ` (${url})` : ''}`);
      }
      if (message.type() === 'warning' && text.includes('[MSW]')) problems.push(`MSW: ${text}`);
    });
    await page.goto(`${server.url}iframe.html`);
    await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storeInitializationPromise);
    await page.evaluate(recordStoryEvents);
    // The browser asks for /favicon.ico on its own; Storybook ships favicon.svg.
    const startup = problems.filter((p) => !/favicon\.ico/.test(p));
    expect(startup, 'loading the Storybook preview').toEqual([]);
  }, 60_000);

  afterEach(async ({ task }) => {
    if (page) await screenshotFailure(page, task);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(STORIES)(
    '$title › $name',
    async ({ id }) => {
      // The viewport a story asks for (`globals: { viewport: { value: 'mobile2' } }`) is the
      // Storybook UI's iframe size; here the page itself takes that size.
      // A story may bring its own sizes (`parameters.viewport.options`), else Storybook's minimal ones.
      const { globals, options } = await page.evaluate(async (storyId) => {
        const story = await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
        const parameters = story.parameters as { viewport?: { options?: Record<string, unknown> } } | undefined;
        return { globals: story.storyGlobals, options: parameters?.viewport?.options ?? {} };
      }, id);
      const viewport = globals.viewport as { value?: string } | string | undefined;
      const viewportName = typeof viewport === 'string' ? viewport : viewport?.value;
      const sizes = { ...MINIMAL_VIEWPORTS, ...options } as Record<string, { styles: { width: string; height: string } }>;
      const preset = viewportName ? sizes[viewportName] : undefined;
      await page.setViewportSize(
        preset ? { width: parseInt(preset.styles.width, 10), height: parseInt(preset.styles.height, 10) } : DESKTOP,
      );

      problems.length = 0;
      currentStory = id;
      await page.evaluate((storyId) => {
        const w = window as unknown as PreviewWindow;
        w.__storyEvents = [];
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
      await page.waitForFunction(
        (storyId) =>
          (window as unknown as PreviewWindow).__storyEvents.some(
            (e) => (e.type === 'storyFinished' || e.type === 'storyMissing') && e.storyId === storyId,
          ),
        id,
        { timeout: STORY_TIMEOUT_MS, polling: 50 },
      );
      const events = await page.evaluate(() => (window as unknown as PreviewWindow).__storyEvents);
      // Transitions fast-forwarded: a full-page capture resizes the page, which restarts them mid-way.
      await page.screenshot({ path: path.join(STORY_SCREENSHOTS, `${id}.png`), fullPage: true, animations: 'disabled' });

      const failures = [...problems];
      for (const e of events) {
        if (e.type === 'storyFinished') {
          failures.push(...(e.violations ?? []).map((v) => `a11y: ${v}`));
          if (e.status !== 'success' && failures.length === 0) failures.push(`story finished with status ${e.status}`);
        } else {
          failures.push(`${e.type}: ${e.message ?? e.storyId ?? ''}`);
        }
      }
      expect(failures, `story ${id}`).toEqual([]);
    },
    STORY_TIMEOUT_MS + 15_000,
  );
});

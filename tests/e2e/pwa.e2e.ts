/**
 * The installable app in Chromium (issue 14, docs/offline.md), on both builds:
 *
 *   - mock build: only MSW's worker registers, no manifest; the offline
 *     banner comes and goes with the connection;
 *   - Supabase-mode build (`npm run local`): the app's worker takes control;
 *     offline, a reload still opens the shell with the banner; a school
 *     registered offline waits ('1 alteração aguardando conexão.'), keeps
 *     what was typed, and is saved exactly once when the connection returns;
 *     Chromium's own installability check passes; the icon cache keeps at
 *     most ICON_CACHE.maxEntries images for ICON_CACHE.maxAgeSeconds and
 *     never api answers or stored files; no update is offered while none
 *     waits, and a new worker deployed under an open page is offered
 *     ('Nova versão disponível') and taken only on 'Atualizar'.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ICON_CACHE } from '@contract/offline';
import { OFFLINE_MESSAGES } from '@contract/offline-messages';
import { ROUTES } from '@contract/routes';
import { ESCOLA_FORM_TITLE_NEW, ESCOLA_REGISTERED, ESCOLAS_LIST_TITLE } from '@/features/escolas/escola-messages';
import { PAGE_TITLES } from '@/features/materiais/materiais-messages';
import { CHROMIUM_PATH, appUrl, trackErrors, useFreshPage } from './browser';
import { BACKEND, RUN, chooseFirst, field, logIn, open, screenshotFromTop as screenshot, setTheme } from './ui';

/** The worker `npm run local` serves (server/main.ts builds the SPA into dist-local/ and serves it from disk). */
const LOCAL_WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist-local/sw.js');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/**
 * What Chromium logs by itself for a request the offline period made fail (the
 * page's own api calls and images, while context.setOffline(true)): not an
 * error of the app, which answers with its banner instead.
 */
const OFFLINE_NOISE = /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
const appErrors = (errors: string[]) => errors.filter((e) => !OFFLINE_NOISE.test(e));

/** The script URLs of every worker registered for the page's origin. */
function registeredWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''),
  );
}

/**
 * Waits until the app's worker controls the page. Its first install does not
 * claim the open page (registerType 'prompt': no clientsClaim), so once it is
 * active one reload puts the page under it.
 */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => 'serviceWorker' in navigator, null, { timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 15_000,
  });
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toMatch(/\/sw\.js$/);
}

/** Every URL kept in any of the origin's caches (the precache, the icon cache, …). */
function allCachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((r) => r.url));
    }
    return urls;
  });
}

/** The URLs in the icon cache. */
function iconCacheUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => r.url).sort();
  }, ICON_CACHE.name);
}

/**
 * Loads same-origin images one after another as `<img>` elements (so the
 * worker sees `request.destination === 'image'`), each once its predecessor
 * has loaded and the worker has recorded its time in the icon cache, so the
 * cache's timestamps follow their order. Returns their absolute URLs.
 */
function loadImages(page: Page, paths: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ list, cacheName }) => {
      /**
       * The time (Date.now() in the worker) Workbox recorded for a URL of the cache (IndexedDB
       * `workbox-expiration`, store `cache-entries`, id `<cache>|<url>`: CacheTimestampsModel.js); undefined
       * while there is none. Never creates the database: that is the worker's to do.
       */
      const recorded = (url: string) =>
        new Promise<number | undefined>((resolve, reject) => {
          const request = indexedDB.open('workbox-expiration');
          request.onupgradeneeded = () => request.transaction?.abort();
          request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains('cache-entries')) {
              db.close();
              resolve(undefined);
              return;
            }
            const get = db.transaction('cache-entries').objectStore('cache-entries').get(`${cacheName}|${url}`);
            get.onsuccess = () => {
              db.close();
              resolve((get.result as { timestamp: number } | undefined)?.timestamp);
            };
            get.onerror = () => {
              db.close();
              reject(get.error);
            };
          };
        });
      const done: string[] = [];
      for (const path of list) {
        const img = new Image();
        img.src = path;
        await img.decode();
        // Distinct, ordered timestamps: the worker has recorded this image's, and the clock has moved past it.
        const deadline = Date.now() + 15_000;
        for (;;) {
          const at = await recorded(img.src);
          if (at !== undefined && Date.now() > at) break;
          if (Date.now() > deadline) throw new Error(`O worker não registrou ${img.src} no cache de ícones.`);
        }
        done.push(img.src);
      }
      return done;
    },
    { list: paths, cacheName: ICON_CACHE.name },
  );
}

/**
 * Moves every timestamp Workbox keeps for its runtime caches (IndexedDB
 * `workbox-expiration`, store `cache-entries`: CacheTimestampsModel.js)
 * `seconds` into the past, as if that much time had gone by.
 */
function ageIconCache(page: Page, seconds: number): Promise<number> {
  return page.evaluate(
    ({ seconds, name }) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('workbox-expiration');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('cache-entries', 'readwrite');
          let moved = 0;
          const cursor = tx.objectStore('cache-entries').openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) return;
            const entry = c.value as { cacheName: string; timestamp: number };
            if (entry.cacheName === name) {
              c.update({ ...entry, timestamp: entry.timestamp - seconds * 1000 });
              moved++;
            }
            c.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve(moved);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { seconds, name: ICON_CACHE.name },
  );
}

/**
 * Chromium's offline emulation (context.setOffline) fails the new document's
 * requests after a reload but leaves its `navigator.onLine` true (no event),
 * unlike a device without a network. A DevTools session of the page then
 * overrides only what the page is told (`Network.overrideNetworkState`), not
 * its requests, so coming back online opens the network (setOffline) before
 * the page hears of it — as on a real device. Its `emulateNetworkConditions`
 * would also block requests, and the two sessions' switches would race.
 */
class Connection {
  private session: CDPSession | null = null;
  constructor(private readonly page: Page) {}

  async set(online: boolean) {
    await this.page.context().setOffline(!online);
    await this.session?.send('Network.overrideNetworkState', {
      offline: !online,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await this.page.waitForFunction((on) => navigator.onLine === on, online);
  }

  /** After a reload while offline. */
  async reloadedOffline() {
    if (!this.session) {
      this.session = await this.page.context().newCDPSession(this.page);
      await this.session.send('Network.enable');
    }
    await this.set(false);
  }
}

/** Counts the requests of the context (the page and its worker) with this method and path ending. */
function countRequests(context: BrowserContext, method: string, pathEnd: string): () => number {
  let n = 0;
  context.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) n++;
  });
  return () => n;
}

describe(`installable app (${BACKEND})`, () => {
  const fresh = useFreshPage(DESKTOP);
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  if (BACKEND === 'mock') {
    it('the mock build registers only MSW’s worker, has no manifest, and shows the offline banner', async () => {
      await logIn(page, 'gestor');
      const base = appUrl();
      const msw = new URL('mockServiceWorker.js', base).href;
      await expect.poll(() => registeredWorkers(page), { timeout: 15_000 }).toEqual([msw]);
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
      // The static server's own answers: the build has neither file.
      for (const file of ['sw.js', 'manifest.webmanifest']) {
        expect((await page.context().request.get(new URL(file, base).href)).status(), file).toBe(404);
      }

      const banner = page.getByText(OFFLINE_MESSAGES.banner, { exact: true });
      expect(await banner.count()).toBe(0);
      await page.context().setOffline(true);
      await banner.waitFor();
      // The banner's title, then its detail, in one status.
      const status = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.banner });
      await expect
        .poll(async () => (await status.textContent())?.replace(/\s+/g, ' ').trim())
        .toBe(`${OFFLINE_MESSAGES.banner} ${OFFLINE_MESSAGES.bannerDetail}`);
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'detached' });
      // No worker of the app appeared meanwhile.
      expect(await registeredWorkers(page)).toEqual([msw]);
      expect(appErrors(errors)).toEqual([]);
    });
    return;
  }

  it(
    'offline, a reload opens the shell with the banner; a school registered offline is saved once when the connection returns',
    { timeout: 240_000 },
    async () => {
      const context = page.context();
      const school = `Escola Offline ${RUN}`;
      const connection = new Connection(page);
      const posts = countRequests(context, 'POST', ROUTES.registerEscola.path);

      await logIn(page, 'gestor');
      await controlledByWorker(page);
      await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();

      // Offline: a reload is answered by the worker's precache — the shell and the banner, no error page.
      await connection.set(false);
      await page.reload();
      await connection.reloadedOffline();
      const banner = page.getByText(OFFLINE_MESSAGES.banner, { exact: true });
      await banner.waitFor({ timeout: 15_000 });
      await page.getByRole('navigation', { name: 'Menu lateral' }).waitFor();
      await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();
      await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toMatch(/ERR_INTERNET_DISCONNECTED/);

      for (const width of [DESKTOP, PHONE]) {
        await page.setViewportSize(width);
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          await banner.waitFor();
          await screenshot(page, `pwa-local-offline-${width.width}-${theme}`);
          // Scrolled to the end, the page's last line (the footer) is above the banner, not under it.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect
            .poll(async () => {
              const footer = await page.getByRole('contentinfo').boundingBox();
              const dock = await page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.banner }).boundingBox();
              return footer && dock ? footer.y + footer.height <= dock.y : null;
            })
            .toBe(true);
        }
      }
      await setTheme(page, 'light');
      await page.setViewportSize(DESKTOP);

      // The form's screen opens offline from the menu: its code is precached.
      await page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('link', { name: ESCOLA_FORM_TITLE_NEW }).click();
      await page.getByRole('heading', { level: 1, name: ESCOLA_FORM_TITLE_NEW }).waitFor({ timeout: 15_000 });
      // Back online, the directors' select loads (refetch on reconnect).
      await connection.set(true);
      await banner.waitFor({ state: 'detached' });
      const typed: [string, string][] = [
        ['Nome', school],
        ['Rua', 'Rua das Araucárias'],
        ['Número', '77'],
        ['Bairro', 'Batel'],
        ['Cidade', 'Curitiba'],
      ];
      for (const [label, value] of typed) await field(page, label).fill(value);
      await chooseFirst(field(page, 'Responsável'));
      await field(page, 'Estado').selectOption('PR');
      const director = await field(page, 'Responsável').inputValue();

      // Offline again: the confirmed write waits, and the form keeps what was typed.
      await connection.set(false);
      await banner.waitFor();
      await page.getByRole('button', { name: 'Cadastrar Escola' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(OFFLINE_MESSAGES.pendingWrites(1), { exact: false }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'pwa-local-offline-pending-write');
      for (const [label, value] of typed) expect(await field(page, label).inputValue(), label).toBe(value);
      expect(await field(page, 'Responsável').inputValue()).toBe(director);
      expect(await field(page, 'Estado').inputValue()).toBe('PR');
      expect(posts()).toBe(0);

      // Back online: sent once, saved once.
      await connection.set(true);
      await page.getByText(ESCOLA_REGISTERED).first().waitFor({ timeout: 15_000 });
      await banner.waitFor({ state: 'detached' });
      // A new registration clears the form.
      await expect.poll(() => field(page, 'Nome').inputValue()).toBe('');
      await open(page, '/escolas', ESCOLAS_LIST_TITLE);
      await page.getByRole('searchbox').fill(school);
      // The list keeps its last rows until the search answers: it is the search's once every row is this school's.
      // Saved once: exactly one row.
      const rows = page.getByRole('table', { name: 'Escolas' }).locator('tbody tr');
      await expect
        .poll(async () => (await rows.allTextContents()).map((text) => text.includes(school)), { timeout: 15_000 })
        .toEqual([true]);
      expect(await page.getByRole('cell', { name: school, exact: true }).count()).toBe(1);
      expect(posts()).toBe(1);

      expect(appErrors(errors)).toEqual([]);
    },
  );

  it('Chromium finds the app installable: its manifest parses, in Portuguese, with the icons browsers ask for', async () => {
    // Chromium answers 'in-incognito' for every newContext() (an off-the-record profile): a profile on disk.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'escola-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      locale: 'pt-BR',
      viewport: DESKTOP,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
    });
    try {
      await installable(context);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  async function installable(context: BrowserContext) {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = trackErrors(page);
    await page.goto(appUrl());
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toMatch(/\/manifest\.webmanifest$/);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name?: string;
      short_name?: string;
      lang?: string;
      display?: string;
      icons?: { src: string; sizes: string; purpose?: string; type?: string }[];
    };
    expect(data.name).toBeTruthy();
    expect(data.short_name).toBeTruthy();
    expect(data.lang).toBe('pt-BR');
    expect(data.display).toBe('standalone');
    const icons = data.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(
        icons.some((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes('any')),
        size,
      ).toBe(true);
    }
    expect(icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable'))).toBe(true);
    // Every icon the manifest names is served as a PNG.
    for (const icon of icons) {
      const response = await context.request.get(new URL(icon.src, manifest.url).href);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toMatch(/^image\/png/);
    }

    // The update prompt: the worker is active and none waits, so no 'Nova versão disponível'.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { active: registration?.active?.state, waiting: registration?.waiting ?? null };
    });
    expect(state).toEqual({ active: 'activated', waiting: null });
    expect(await page.getByText(OFFLINE_MESSAGES.updateAvailable).count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  }

  it(
    'a new version deployed under an open page waits for Atualizar, then the page reloads under it',
    { timeout: 120_000 },
    async () => {
      await logIn(page, 'gestor');
      await controlledByWorker(page);
      const offer = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.updateAvailable });
      expect(await offer.count()).toBe(0);
      const deployed = await readFile(LOCAL_WORKER, 'utf8');
      try {
        // A deploy: the worker's bytes change (as a new build's precache revisions would).
        await writeFile(LOCAL_WORKER, `${deployed}\n// nova versão ${RUN}\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        await offer.waitFor({ timeout: 30_000 });
        // It waits: the open page keeps its worker until the user chooses.
        const before = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
          return { waiting: registration?.waiting?.state ?? null };
        });
        expect(before.waiting).toBe('installed');
        await screenshot(page, 'pwa-local-update-offer');
        await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: OFFLINE_MESSAGES.update }).click()]);
        // Reloaded (the marker is gone) under the new worker, with nothing waiting and no offer.
        await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor({ timeout: 15_000 });
        const after = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            reloaded: !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
            waiting: registration?.waiting ?? null,
            controller: navigator.serviceWorker.controller?.state ?? null,
          };
        });
        expect(after).toEqual({ reloaded: true, waiting: null, controller: 'activated' });
        expect(await offer.count()).toBe(0);
      } finally {
        await writeFile(LOCAL_WORKER, deployed);
      }
      expect(appErrors(errors)).toEqual([]);
    },
  );

  it(
    'the icon cache keeps the newest images up to its cap and drops them after their age; never api answers or stored files',
    { timeout: 180_000 },
    async () => {
      const context = page.context();
      const seen: { api: string[]; storage: string[] } = { api: [], storage: [] };
      context.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.request().method() !== 'GET' || response.status() !== 200) return;
        if (pathname.includes('/api/')) seen.api.push(response.url());
        if (pathname.includes('/storage/')) seen.storage.push(response.url());
      });

      await logIn(page, 'gestor');
      await controlledByWorker(page);
      // A screen with api answers and stored images (the extra materials' thumbnails).
      await open(page, '/material-extra', PAGE_TITLES.extra);
      await expect.poll(() => seen.storage.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(seen.api.length).toBeGreaterThan(0);

      // The cap: more images than it holds; the newest ones are kept.
      const over = ICON_CACHE.maxEntries + 10;
      const paths = Array.from({ length: over }, (_, i) => `icons/icon-192.png?v=${RUN}-${i}`);
      const loaded = await loadImages(page, paths);
      const newest = loaded.slice(-ICON_CACHE.maxEntries).sort();
      await expect.poll(() => iconCacheUrls(page), { timeout: 20_000 }).toEqual(newest);

      // Age: short of maxAgeSeconds the images stay (one more evicts only the oldest, by the cap) …
      expect(await ageIconCache(page, ICON_CACHE.maxAgeSeconds - 3600)).toBe(ICON_CACHE.maxEntries);
      const [almost] = await loadImages(page, [`icons/icon-192.png?v=${RUN}-almost`]);
      await expect
        .poll(() => iconCacheUrls(page), { timeout: 20_000 })
        .toEqual([...newest.filter((u) => u !== loaded[over - ICON_CACHE.maxEntries]), almost!].sort());
      // … past it they are gone at the next use of the cache; the younger ones stay.
      await ageIconCache(page, 7200);
      const [latest] = await loadImages(page, [`icons/icon-192.png?v=${RUN}-latest`]);
      await expect.poll(() => iconCacheUrls(page), { timeout: 20_000 }).toEqual([almost!, latest!].sort());

      // No api answer and no stored file was kept in any cache.
      const cached = await allCachedUrls(page);
      expect(cached.filter((u) => /\/(api|storage)\//.test(new URL(u).pathname))).toEqual([]);
      for (const url of [...seen.api, ...seen.storage]) expect(cached, url).not.toContain(url);
      expect(appErrors(errors)).toEqual([]);
    },
  );
});

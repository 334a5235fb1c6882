/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ICON_CACHE } from './supabase/functions/_shared/contract/offline.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The unit suite's file order (longest first); loaded only when Vitest reads this config. */
const LongestFirst = process.env.VITEST
  ? await import('./tests/sequencer.ts').then(({ longestFirst, UNIT_LONGEST }) => longestFirst(UNIT_LONGEST))
  : undefined;
const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Serves (dev) and emits (build) MSW's service worker only when the app runs
 * against the in-browser mock, i.e. when VITE_API_URL is unset. A build for a
 * real backend therefore contains no mock code at all (see scripts/budget.mjs).
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(`${root}mocks/public/${WORKER_FILE}`, 'utf8');
  return {
    name: 'escola:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}

/** The PNG icons of the manifest (pwa/icons, made by scripts/pwa-icons.mjs), emitted into the Supabase build only. */
const PWA_ICONS = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon-180.png'];

function pwaIcons(enabled: boolean): Plugin {
  return {
    name: 'escola:pwa-icons',
    apply: 'build',
    generateBundle() {
      if (!enabled) return;
      for (const name of PWA_ICONS) {
        this.emitFile({ type: 'asset', fileName: `icons/${name}`, source: readFileSync(`${root}pwa/icons/${name}`) });
      }
    },
    transformIndexHtml(html) {
      if (!enabled) return html;
      return html.replace('</head>', '  <link rel="apple-touch-icon" href="./icons/apple-touch-icon-180.png" />\n  </head>');
    },
  };
}

/**
 * The installable app (docs/offline.md), for a build against a real backend
 * only: the mock build keeps MSW's worker, and the two never register
 * together. Workbox precaches the shell — every screen's code, not the large
 * libraries loaded on demand — and keeps icons and images per spec §9.
 * API answers are never cached: the api is outside both rules.
 */
function installableApp(enabled: boolean) {
  return VitePWA({
    disable: !enabled,
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: './',
      name: 'Escola — gestão de escolas de idiomas',
      short_name: 'Escola',
      description: 'Matrículas, turmas, aulas, agenda e financeiro das escolas de idiomas da rede.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'any',
      // The light theme's primary; the page's theme-color follows the chosen theme at run time (providers.tsx).
      theme_color: '#1f5fbf',
      background_color: '#f4f6fb',
      categories: ['education', 'productivity'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell, with its own SVG images (logos of both themes, banners): an offline screen is whole.
      globPatterns: ['**/*.{js,mjs,css,html,svg}'],
      // Loaded only when a PDF is made or shown, or the evaluation charts open (scripts/budget.mjs checks the list).
      globIgnores: [
        '**/pdf.worker*',
        '**/pdfjs-*',
        '**/jspdf*',
        '**/html2canvas*',
        '**/purify*',
        '**/index.es-*',
        '**/AvaliacoesCharts-*',
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/\/api\//, /\/storage\//, /\/functions\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Same-origin images not in the precache (the app's icons, any image added later): photos and files
          // come from storage or the api with personal data and short-lived signed URLs, and are never kept.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && !/\/(api|storage|functions)\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: ICON_CACHE.name,
            expiration: { maxEntries: ICON_CACHE.maxEntries, maxAgeSeconds: ICON_CACHE.maxAgeSeconds, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const mockMode = !env.VITE_API_URL && !process.env.VITE_API_URL;
  return {
    base: './',
    plugins: [react(), mockServiceWorker(mockMode), pwaIcons(!mockMode), installableApp(!mockMode)],
    resolve: {
      alias: [
        { find: /^@contract$/, replacement: `${root}supabase/functions/_shared/contract/index.ts` },
        { find: /^@contract\//, replacement: `${root}supabase/functions/_shared/contract/` },
        { find: /^@mocks\//, replacement: `${root}mocks/` },
        { find: /^@\//, replacement: `${root}src/` },
      ],
    },
    build: {
      manifest: true,
      // SVG images stay files: base64 in the JS weighed on the login route (docs/offline.md).
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      // The database suites have their own config (npm run test:db); the e2e
      // specs run against a built app (npm run test:e2e).
      exclude: ['tests/e2e/**', 'tests/db/**', 'node_modules/**'],
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'forks',
      // One fork per core: Vitest's default (cores − 1) runs the suite on one
      // fork on a 2-core machine, while the main process only waits. With
      // DATABASE_URL the contract files share that database: one at a time.
      maxWorkers: process.env.DATABASE_URL ? 1 : availableParallelism(),
      ...(LongestFirst ? { sequence: { sequencer: LongestFirst } } : {}),
    },
  };
});

/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const mockMode = !env.VITE_API_URL && !process.env.VITE_API_URL;
  return {
    base: './',
    plugins: [react(), mockServiceWorker(mockMode)],
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
    },
  };
});

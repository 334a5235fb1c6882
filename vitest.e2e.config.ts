/**
 * Vitest config for the browser tests (tests/e2e/**\/*.e2e.ts), run by
 * `npm run test:e2e` (tests/e2e/run.mjs), which builds and serves the app and
 * passes its URL in E2E_BASE_URL. Specs share one Chromium-heavy process at a
 * time: the machines have 2 cores.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}src/` },
      { find: /^@contract$/, replacement: `${root}supabase/functions/_shared/contract/index.ts` },
      { find: /^@contract\//, replacement: `${root}supabase/functions/_shared/contract/` },
      { find: /^@mocks\//, replacement: `${root}mocks/` },
    ],
  },
  test: {
    name: 'e2e',
    root,
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});

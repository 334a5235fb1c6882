/**
 * Vitest config for the browser tests (tests/e2e/**\/*.e2e.ts), run by
 * `npm run test:e2e` (tests/e2e/run.mjs), which builds and serves the app and
 * passes its URL in E2E_BASE_URL. Two spec files at a time (E2E_WORKERS):
 * a journey mostly waits — on the app's own timers, transitions and answers —
 * so two Chromiums share the machine's two cores well; the longest start first.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_LONGEST, longestFirst } from './tests/sequencer.ts';

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
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: longestFirst(E2E_LONGEST) },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});

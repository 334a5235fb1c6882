/**
 * Vitest config for the database suites (`npm run test:db`): Node
 * environment, no browser/MSW setup (tests/setup.ts reseeds the mock before
 * every test, which these suites do not use), and a generous hook timeout
 * for the first PGlite boot. With DATABASE_URL set, the same suites run
 * against that server.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@contract$/, replacement: `${root}supabase/functions/_shared/contract/index.ts` },
      { find: /^@contract\//, replacement: `${root}supabase/functions/_shared/contract/` },
      { find: /^@mocks\//, replacement: `${root}mocks/` },
      { find: /^@\//, replacement: `${root}src/` },
    ],
  },
  test: {
    include: ['tests/db/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});

/**
 * Vitest setup for every test file: jest-dom matchers, the MSW mock backend
 * (Node interception, any origin under `/api`), a freshly seeded mock
 * database and an empty localStorage before each test, React cleanup after.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '../mocks/node';

// Screens are lazy chunks: on a busy 2-core machine the first load of a chunk
// can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  await resetMockDb();
  // Node-environment test files have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterEach(() => {
  server.resetHandlers();
  cleanup();
});

afterAll(() => server.close());

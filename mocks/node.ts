/** The mock backend in Node (Vitest): MSW's request interception, no latency, memory only. */
import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { createHandlers } from './handlers';

export const server = setupServer(...createHandlers({ latencyMs: 0 }));

/** Re-seeds the mock database for `today` (tests/setup.ts calls it before every test). */
export function resetMockDb(today: Date = new Date()): Promise<void> {
  return resetDb(today);
}

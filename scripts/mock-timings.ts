/**
 * `npm run mock-timings`: how long the in-browser mock takes to answer each
 * list and summary (every GET without a path parameter) for each demo role,
 * on the seeded network, in Node (MSW's interception, no latency).
 *
 * The mock answers the screens, Storybook and the tests; a slow answer there
 * makes a play or a journey wait on the machine (docs/testing.md, "A slow or
 * flaky test"). Answers over LIMIT_MS are marked and make the command fail.
 *
 *   npm run mock-timings               every GET list, 5 rounds each
 *   npm run mock-timings -- --rounds 20
 */
import { setupServer } from 'msw/node';
import { resetDb } from '../mocks/db/index.ts';
import { createHandlers, implementedRoutes } from '../mocks/handlers/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../mocks/seed/index.ts';

const LIMIT_MS = 100;
const BASE = 'http://localhost:3000/api';
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;

async function main(): Promise<number> {
  const server = setupServer(...createHandlers({ latencyMs: 0, baseUrl: '*/api' }));
  server.listen({ onUnhandledRequest: 'error' });
  await resetDb(new Date());
  const paths = implementedRoutes()
    .filter((r) => r.def.method === 'GET' && r.def.auth === 'user' && !r.def.path.includes(':'))
    .map((r) => r.def.path);
  const rows: { who: string; path: string; status: number; ms: number }[] = [];
  for (const { login } of DEMO_LOGINS) {
    const answer = await fetch(`${BASE}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    });
    const { token } = (await answer.json()) as { token: string };
    for (const path of paths) {
      let status = 0;
      // The first call warms the code path; the median of the rounds after it is reported.
      const times: number[] = [];
      for (let round = 0; round <= ROUNDS; round++) {
        const started = performance.now();
        const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        status = response.status;
        if (round > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push({ who: login, path, status, ms: times[times.length >> 1]! });
    }
  }
  server.close();
  rows.sort((a, b) => b.ms - a.ms);
  console.log(`mock: median answer of ${ROUNDS} rounds, slowest first (limit ${LIMIT_MS} ms)`);
  for (const r of rows) {
    const mark = r.ms > LIMIT_MS ? '  ✗ acima do limite' : '';
    console.log(`${r.ms.toFixed(1).padStart(8)} ms  ${String(r.status).padStart(3)}  ${r.who.padEnd(11)} ${r.path}${mark}`);
  }
  return rows.some((r) => r.ms > LIMIT_MS) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);

/**
 * Measuring: the real api over HTTP with a recorder on its db port, and the
 * recorded statements replayed, timed, under RLS and as service_role.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createLocalPorts } from '../../server/local-ports.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import type { AccessClaims, DbPort, Ports, Row, Sql } from '../../supabase/functions/api/ports.ts';
import { asUser, type Identity } from '../../tests/db/harness/as-user.ts';
import type { Db, Queryable } from '../../tests/db/harness/db.ts';

/** Page 1 of a list, as the screens ask for it. */
export const PAGE = 'page=1&pageSize=10';

export function log(message: string): void {
  console.log(`[scale] ${message}`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
}

export interface Spread {
  readonly median: number;
  readonly p95: number;
}
export const spread = (xs: readonly number[]): Spread => ({ median: median(xs), p95: p95(xs) });

/** Timed runs (the median is reported) after warm-up runs. */
export interface Times {
  readonly runs: number;
  readonly warmup: number;
}

export interface Statement {
  readonly text: string;
  readonly params: readonly unknown[];
}

export interface Recording {
  claims: AccessClaims | null;
  readonly statements: Statement[];
}

/** Wraps a db port so that, while recording, every statement a handler runs is kept (text and parameters). */
export function recordingPort(inner: DbPort): { port: DbPort; record<T>(fn: () => Promise<T>): Promise<[T, Recording]> } {
  let current: Recording | null = null;
  const port: DbPort = {
    withCaller<T>(claims: AccessClaims | null, work: (sql: Sql) => Promise<T>): Promise<T> {
      const recording = current;
      if (!recording) return inner.withCaller(claims, work);
      recording.claims = claims;
      return inner.withCaller(claims, (sql) =>
        work({
          query: <R extends Row = Row>(text: string, params?: readonly unknown[]) => {
            recording.statements.push({ text, params: params ?? [] });
            return sql.query<R>(text, params);
          },
        }),
      );
    },
  };
  return {
    port,
    async record<T>(fn: () => Promise<T>): Promise<[T, Recording]> {
      const recording: Recording = { claims: null, statements: [] };
      current = recording;
      try {
        return [await fn(), recording];
      } finally {
        current = null;
      }
    },
  };
}

export interface Api {
  readonly base: string;
  readonly recorder: ReturnType<typeof recordingPort>;
  close(): Promise<void>;
}

export async function startApi(db: Db, databaseUrl: string, storageDir: string): Promise<Api> {
  const local = createLocalPorts({ db, databaseUrl, storageDir, jwtSecret: randomBytes(32) });
  const recorder = recordingPort(local.ports.db);
  const ports: Ports = { ...local.ports, db: recorder.port };
  // The answers' addresses are configuration: the app is made once the port is known (requests come after).
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  const app = createApp(ports, {
    mounts: ['/api'],
    publicApiUrl: `http://127.0.0.1:${port}/api`,
    publicStorageUrl: `http://127.0.0.1:${port}/storage/v1`,
  });
  return {
    base: `http://127.0.0.1:${port}`,
    recorder,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await local.close();
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly total: number | null;
  readonly body: unknown;
}

export async function call(api: Api, path: string, token: string | null, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${api.base}${path}`, { ...init, headers });
  const raw = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(raw);
  const total = res.headers.get('x-total-count');
  return {
    status: res.status,
    bytes: raw.byteLength,
    total: total === null ? null : Number(total),
    body: JSON.parse(text) as unknown,
  };
}

export async function signIn(api: Api, login = 'diretor', userType = 2): Promise<{ token: string; schoolId: number }> {
  const res = await call(api, '/api/login', null, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'senha123' }),
  });
  const body = res.body as { token?: string; schoolId?: number; userType?: number };
  if (res.status !== 200 || !body.token || typeof body.schoolId !== 'number') {
    throw new Error(`Login as ${login} failed (${res.status}): ${JSON.stringify(res.body)}`);
  }
  if (body.userType !== userType) throw new Error(`${login} signed in with type ${body.userType}`);
  return { token: body.token, schoolId: body.schoolId };
}

export interface Replay {
  /** Median total of the recorded statements, ms. */
  readonly rls: number;
  readonly service: number;
  /** Median per statement, ms. */
  readonly rlsPerStatement: number[];
  readonly servicePerStatement: number[];
  /** Per statement: whether the director and service_role got the same rows. */
  readonly sameRows: boolean[];
  readonly statements: readonly Statement[];
}

export async function timedStatements(tx: Queryable, statements: readonly Statement[], keep: Row[][] | null): Promise<number[]> {
  const times: number[] = [];
  for (const s of statements) {
    const t0 = performance.now();
    const rows = await tx.query(s.text, s.params);
    times.push(performance.now() - t0);
    keep?.push(rows);
  }
  return times;
}

export async function replay(db: Db, recording: Recording, times: Times): Promise<Replay> {
  if (!recording.claims) throw new Error('The request ran without claims');
  const director = recording.claims as unknown as Identity;
  const { statements } = recording;
  // service_role runs with the director's claims in request.jwt.claims (set
  // untimed, role kept): auth.uid() is the director on both sides, so the
  // first statement — the caller's own profile — reads the same row, and
  // every statement of the comparison returns the same rows.
  const serviceClaims = JSON.stringify({ ...(recording.claims as object), role: 'service_role' });
  const run = (identity: Identity, keep: Row[][] | null) =>
    asUser(db, identity, async (tx) => {
      if (identity === 'service_role') await tx.query("select set_config('request.jwt.claims', $1, true)", [serviceClaims]);
      return timedStatements(tx, statements, keep);
    });

  const rlsRows: Row[][] = [];
  const serviceRows: Row[][] = [];
  await run(director, rlsRows);
  await run('service_role', serviceRows);
  const sameRows = statements.map((_, i) => JSON.stringify(rlsRows[i]) === JSON.stringify(serviceRows[i]));

  for (let i = 0; i < times.warmup; i++) {
    await run(director, null);
    await run('service_role', null);
  }
  const rls: number[][] = [];
  const service: number[][] = [];
  for (let i = 0; i < times.runs; i++) {
    // Alternate who goes first, so neither side always meets the warmer cache.
    if (i % 2 === 0) {
      rls.push(await run(director, null));
      service.push(await run('service_role', null));
    } else {
      service.push(await run('service_role', null));
      rls.push(await run(director, null));
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    rls: median(rls.map(sum)),
    service: median(service.map(sum)),
    rlsPerStatement: statements.map((_, j) => median(rls.map((r) => r[j]!))),
    servicePerStatement: statements.map((_, j) => median(service.map((r) => r[j]!))),
    sameRows,
    statements,
  };
}

export async function httpLatency(api: Api, path: string, token: string, t: Times): Promise<number> {
  const { runs, warmup } = t;
  for (let i = 0; i < warmup; i++) await call(api, path, token);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await call(api, path, token);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  return median(times);
}

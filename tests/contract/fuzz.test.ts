// @vitest-environment node
/**
 * Malformed input, on every endpoint of both backends (the MSW mock and the
 * api on PGlite), as a fast-check property: whatever a request carries —
 * values drawn from the endpoint's own contract schemas mixed with hostile
 * ones (./fuzz-inputs.ts), sent as the Gestor, a secretary, a student, with
 * no token or a bogus one — the answer
 *
 *  - is never a 5xx (nor a redirect), and no unexpected server error is logged;
 *  - when an error, is exactly `{ msg }` with a Portuguese message;
 *  - is a 4xx when the contract's own validation refuses the request
 *    (`problemOf`), and a 401 without a session;
 *  - is the same status on both backends (the api's 413 for a body over its
 *    size limit aside);
 *  - leaves the stored data as it was: every table of the database (public,
 *    auth — accounts, sessions, refresh tokens — and storage) by an md5 per
 *    table through the owner's connection, and the whole mock database
 *    (sessions included); after every write, the tables the backend says
 *    were written (the mock's collection hooks, the database's statement
 *    marks: ./write-tracking.ts) are compared, and after each endpoint's
 *    run every table is.
 *
 * Writes: every generated write is one that cannot succeed — a part drawn to
 * break validation (checked with the backends' own validation: a write that
 * would pass it is discarded before it is sent), a path naming a row that
 * does not exist, or, for a write without any input (logout), no valid
 * token. So any 2xx on a write is itself a failure, and nothing needs
 * restoring (see `requestsFor`).
 *
 * The endpoints are the ones each backend implements (`implementedRoutes`),
 * so a new endpoint is fuzzed as soon as it exists; a schema construct or a
 * path parameter the generator does not know fails the suite, and the last
 * test checks that every endpoint was fuzzed and that its validation was
 * reached.
 *
 * Runs are reproducible: a fixed seed per endpoint (FUZZ_SEED changes the
 * base, FUZZ_RUNS the runs per endpoint, FUZZ_LOG_MESSAGES=1 prints every
 * status tally and error message met); fast-check prints the seed, the path
 * and the shrunk request of a failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasNoControlCharacters } from '../../supabase/functions/_shared/contract/common.ts';
import { implementedRoutes as apiRoutes } from '../../supabase/functions/api/routes/index.ts';
import { implementedRoutes as mockRoutes } from '../../mocks/handlers/index.ts';
import {
  db as mockDb,
  restore as restoreMockDb,
  snapshot as snapshotMockDb,
  TABLE_NAMES,
  type TableName,
} from '../../mocks/db/index.ts';
import { apiBackend, mockBackend, type ContractBackend } from './backends.ts';
import { forgetWrites, trackWrites, WRITE_TRACKING_SCHEMA, writtenTables } from './write-tracking.ts';
import {
  FUZZ_ACTORS,
  isWrite,
  problemOf,
  requestsFor,
  toHttpRequest,
  validatesInput,
  type AnyEndpoint,
  type FuzzActor,
  type FuzzRequest,
} from './fuzz-inputs.ts';
import { P, PASSWORD } from './people.ts';

const BOOT_TIMEOUT_MS = 180_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** A fixed seed per endpoint: adding an endpoint does not change the others' inputs. */
function seedOf(name: string): number {
  let h = BASE_SEED | 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

// ---------------------------------------------------------------------------
// What every answer must be
// ---------------------------------------------------------------------------

/** Words of an English or internal message (a driver's error, zod's default locale, a stack). */
const NOT_PORTUGUESE =
  /\b(invalid|expected|received|required|error|failed|must|cannot|unexpected|undefined|exception|syntax|relation|column|violates|constraint|stack|out of range|typeerror|sqlstate|postgres|pglite|zod)\b/i;

function checkErrorBody(body: unknown, where: string): void {
  expect(body, where).toEqual({ msg: expect.any(String) });
  const msg = (body as { msg: string }).msg;
  expect(msg.trim(), where).not.toBe('');
  expect(msg.length, `${where}: message too long`).toBeLessThanOrEqual(500);
  expect(hasNoControlCharacters(msg), `${where}: control characters in the message`).toBe(true);
  // A route's path may be echoed ("Rota não encontrada: GET /api/…"): judge the words only.
  expect(msg.replace(/\/\S*/g, ' '), `${where}: not a Portuguese message`).not.toMatch(NOT_PORTUGUESE);
}

/** With FUZZ_LOG_MESSAGES set, every distinct error message is printed at the end (to read them). */
const messagesSeen = new Set<string>();

interface Tally {
  runs: number;
  readonly statuses: Map<number, number>;
}

interface FuzzTarget {
  readonly backend: ContractBackend;
  readonly endpoints: readonly AnyEndpoint[];
  /** Opens the backend (once). */
  open(): Promise<void>;
  close(): Promise<void>;
  /** Signs the actors in and records the data as it is now (the baseline). */
  prepare(): Promise<void>;
  /**
   * The names of whatever differs from the baseline ([] when nothing does).
   * After each request only the tables the backend says were written are
   * compared (the mock's collection hooks, the database's statement marks);
   * `everything` compares every table, as after each endpoint's run.
   */
  changes(everything?: boolean): Promise<string[]>;
  /** Puts the baseline back after a change (the run has failed by then) and signs in again. */
  recover(): Promise<void>;
  /**
   * Forgets the counts against guessing (failed sign-ins): each request is
   * judged alone, and a lock's expiry, timed by each backend's own clock,
   * must not split their answers. Throttling has its own scenarios
   * (./scenarios-throttle.ts).
   */
  forgetAttempts(): Promise<void>;
  readonly tokens: Map<FuzzActor, string>;
  /** Whether `prepare` runs before each endpoint (the mock is re-seeded before every test) or once. */
  readonly preparePerTest: boolean;
  /** Time spent sending and checking requests. */
  elapsedMs: number;
  readonly tallies: Map<string, Tally>;
}

async function signIn(backend: ContractBackend, tokens: Map<FuzzActor, string>): Promise<void> {
  for (const actor of FUZZ_ACTORS) {
    const response = await backend.fetch(
      new Request(`${backend.apiUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: P[actor].cp_login, password: PASSWORD }),
      }),
    );
    const body = (await response.json()) as { token?: string };
    if (response.status !== 200 || !body.token) throw new Error(`${backend.name}: could not sign in as ${actor}`);
    tokens.set(actor, body.token);
  }
}

function mockTarget(): FuzzTarget {
  const backend = mockBackend();
  const tokens = new Map<FuzzActor, string>();
  let baseline = '';
  /** Each table's rows as JSON, and the rest of the document (sequences, seeding day) without its time stamp. */
  const tableJson = (table: TableName) => JSON.stringify(mockDb[table].all());
  const metaJson = () => JSON.stringify({ seededOn: mockDb.meta.seededOn, sequences: mockDb.meta.sequences });
  let baselineTables = new Map<TableName, string>();
  let baselineMeta = '';
  /** Tables a create, update or delete touched since the baseline (the collections' own hooks). */
  const touched = new Set<TableName>();
  for (const table of TABLE_NAMES) {
    for (const hook of ['create', 'update', 'delete'] as const) mockDb[table].hooks.on(hook, () => touched.add(table));
  }
  return {
    backend,
    endpoints: mockRoutes().map((r) => r.def),
    tokens,
    preparePerTest: true,
    elapsedMs: 0,
    tallies: new Map(),
    open: () => backend.open(),
    close: () => backend.close(),
    async prepare() {
      await signIn(backend, tokens);
      await this.forgetAttempts();
      baseline = snapshotMockDb();
      baselineTables = new Map(TABLE_NAMES.map((t) => [t, tableJson(t)]));
      baselineMeta = metaJson();
      touched.clear();
    },
    async changes(everything = false) {
      // Only a touched table can differ; one touched back to its rows (a row written and removed) does not.
      const candidates = everything ? TABLE_NAMES : [...touched];
      const changed: string[] = candidates.filter((t) => tableJson(t) !== baselineTables.get(t));
      for (const t of [...touched]) if (!changed.includes(t)) touched.delete(t);
      if (metaJson() !== baselineMeta) changed.push('(meta)');
      return changed;
    },
    async recover() {
      await restoreMockDb(baseline);
      touched.clear();
    },
    async forgetAttempts() {
      await mockDb.tentativas.deleteMany((q) => q.where(() => true));
      touched.delete('tentativas');
    },
  };
}

function apiTarget(): FuzzTarget {
  // With the seed's files, as the mock holds them: a seeded material's PDF is there on both.
  const backend = apiBackend('PGlite', { seedFiles: true });
  const tokens = new Map<FuzzActor, string>();
  let tables: string[] = [];
  let baseline = new Map<string, string>();
  const db = () => backend.db!();
  /** One md5 per table, over its rows in a stable order. */
  const digest = async (of: readonly string[]) => {
    const out = new Map<string, string>();
    for (const table of of) {
      const [row] = await db().query<{ d: string }>(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d from ${table} t`,
      );
      out.set(table, row!.d);
    }
    return out;
  };
  return {
    backend,
    endpoints: apiRoutes().map((r) => r.def),
    tokens,
    preparePerTest: false,
    elapsedMs: 0,
    tallies: new Map(),
    async open() {
      await backend.open();
      // Every table there is: the app's (public), Supabase's auth (accounts, sessions, refresh tokens) and storage
      // (not the suite's own marks of what was written: ./write-tracking.ts).
      tables = (
        await db().query<{ name: string }>(
          `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
            where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', $1)
            order by 1`,
          [WRITE_TRACKING_SCHEMA],
        )
      ).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['public.profiles', 'auth.users', 'auth.sessions', 'storage.objects']));
      // Every table marks the statements that wrote it and committed: only those are compared.
      await trackWrites(db(), tables);
    },
    close: () => backend.close(),
    async prepare() {
      await signIn(backend, tokens);
      await this.forgetAttempts();
      baseline = await digest(tables);
      await forgetWrites(db());
    },
    async changes(everything = false) {
      const written = everything ? tables : [...(await writtenTables(db()))];
      if (written.length === 0) return [];
      const now = await digest(written);
      const changed = written.filter((t) => now.get(t) !== baseline.get(t));
      // A table written back to its rows (a key reserved and released) is not a change.
      await forgetWrites(
        db(),
        written.filter((t) => !changed.includes(t)),
      );
      return changed;
    },
    async recover() {
      await backend.reset();
      await this.prepare();
    },
    async forgetAttempts() {
      await db().query('delete from private.tentativas');
      await forgetWrites(db(), ['private.tentativas']);
    },
  };
}

async function readAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return `<JSON ilegível: ${text.slice(0, 200)}>`;
    }
  }
  return `<${(await response.arrayBuffer()).byteLength} bytes, ${type || 'sem content-type'}>`;
}

/** One request: send it and hold the answer to the rules; answers the status. */
async function check(target: FuzzTarget, def: AnyEndpoint, request: FuzzRequest, tally: Tally): Promise<number> {
  const { backend } = target;
  const started = performance.now();
  const problem = problemOf(def, request);
  const token =
    request.actor === 'anon'
      ? null
      : request.actor === 'garbageToken'
        ? 'isto-nao-e-um-token'
        : target.tokens.get(request.actor)!;
  const response = await backend.fetch(toHttpRequest(backend.apiUrl, def, request, token));
  const body = await readAnswer(response);
  const status = response.status;
  await target.forgetAttempts();
  tally.runs++;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  const where = `[${backend.name}] ${def.method} ${def.path} → ${status} ${typeof body === 'string' ? body : JSON.stringify(body).slice(0, 300)}`;

  expect(backend.takeErrors(), `${where}: unexpected server error logged`).toEqual([]);
  expect(status, `${where}: a 5xx`).toBeLessThan(500);
  expect(status >= 300 && status < 400, `${where}: a redirect`).toBe(false);
  if (status >= 400) checkErrorBody(body, where);
  if (status >= 400 && process.env.FUZZ_LOG_MESSAGES) messagesSeen.add(`${status} ${(body as { msg: string }).msg}`);
  if (problem !== null) expect(status, `${where}: malformed (${problem}) but not refused`).toBeGreaterThanOrEqual(400);
  // Without a session: 401 (or 413 for a body over the api's limit, which is refused before anything else).
  if (problem === 'sem sessão') expect([401, 413], where).toContain(status);
  if (isWrite(def)) {
    expect(status, `${where}: a write that cannot succeed (${request.kind}) succeeded`).toBeGreaterThanOrEqual(400);
    const changed = await target.changes();
    if (changed.length > 0) {
      await target.recover();
      expect(changed, `${where}: the data changed`).toEqual([]);
    }
  }
  target.elapsedMs += performance.now() - started;
  return status;
}

// ---------------------------------------------------------------------------
// The suites
// ---------------------------------------------------------------------------

describe('fuzz coverage', () => {
  it('builds requests for every endpoint either backend implements', () => {
    const names = new Set([...apiRoutes(), ...mockRoutes()].map((r) => r.def.name));
    for (const route of [...apiRoutes(), ...mockRoutes()]) {
      // Throws for a schema construct or a path parameter the generator does not know.
      const sample = fc.sample(requestsFor(route.def), { numRuns: 20, seed: seedOf(route.def.name) });
      expect(sample.length, route.def.name).toBe(20);
    }
    expect(names.size).toBeGreaterThan(0);
    // Every endpoint of both backends, sampled: seconds on a busy machine.
  }, 60_000);
});

const TARGETS = [mockTarget(), apiTarget()];
const NAMES = [...new Set(TARGETS.flatMap((t) => t.endpoints.map((d) => d.name)))];
const defOf = (target: FuzzTarget, name: string) => target.endpoints.find((d) => d.name === name);

describe(`fuzz: ${TARGETS.map((t) => t.backend.name).join(' and ')}`, () => {
  beforeAll(async () => {
    for (const target of TARGETS) {
      await target.open();
      if (!target.preparePerTest) await target.prepare();
    }
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    for (const target of TARGETS) {
      const requests = [...target.tallies.values()].reduce((n, t) => n + t.runs, 0);
      console.info(
        `fuzz: ${target.backend.name}: ${target.tallies.size} endpoints, ${requests} requests in ${(target.elapsedMs / 1000).toFixed(1)} s`,
      );
      if (process.env.FUZZ_LOG_MESSAGES) {
        for (const [name, tally] of target.tallies) {
          const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
          console.info(`  ${name}: ${statuses.join(' ')}`);
        }
      }
    }
    if (process.env.FUZZ_LOG_MESSAGES) console.info([...messagesSeen].sort().join('\n'));
    for (const target of TARGETS) await target.close();
  }, BOOT_TIMEOUT_MS);
  beforeEach(async () => {
    for (const target of TARGETS) {
      target.backend.beforeEach?.();
      if (target.preparePerTest) await target.prepare();
    }
  });

  for (const name of NAMES) {
    const serving = TARGETS.filter((t) => defOf(t, name));
    const def = defOf(serving[0]!, name)!;
    it(`${name}: ${def.method} ${def.path}`, async () => {
      for (const target of serving) target.tallies.set(name, { runs: 0, statuses: new Map() });
      await fc.assert(
        fc.asyncProperty(requestsFor(def), async (request) => {
          // A write the contract's validation would accept is not sent: it might succeed (see requestsFor).
          fc.pre(!(isWrite(def) && request.kind === 'poisoned' && problemOf(def, request) === null));
          const statuses: number[] = [];
          for (const target of serving)
            statuses.push(await check(target, defOf(target, name)!, request, target.tallies.get(name)!));
          // The same request gets the same status from every backend, except the api's 413 for a body over
          // its size limit (the mock, in the browser, has none).
          if (statuses.length > 1 && !statuses.includes(413)) {
            expect(statuses, `${TARGETS.map((t) => t.backend.name).join(' / ')} disagree`).toEqual(
              statuses.map(() => statuses[0]),
            );
          }
        }),
        { numRuns: RUNS, seed: seedOf(name) },
      );
      // Reads too must leave the data as it was.
      for (const target of serving)
        expect(await target.changes(true), `[${target.backend.name}] ${name}: the data changed`).toEqual([]);
    }, 120_000);
  }

  it('fuzzed every endpoint each backend implements, and reached their validation', () => {
    for (const target of TARGETS) {
      expect([...target.tallies.keys()].sort(), target.backend.name).toEqual(target.endpoints.map((d) => d.name).sort());
      for (const def of target.endpoints) {
        const tally = target.tallies.get(def.name)!;
        expect(tally.runs, `${target.backend.name}: ${def.name}`).toBeGreaterThanOrEqual(RUNS);
        // An endpoint that checks its input refused some as malformed (the generator reaches its validation).
        if (validatesInput(def)) expect([...tally.statuses.keys()], `${target.backend.name}: ${def.name}`).toContain(400);
      }
    }
  });
});

/**
 * One small database interface over two drivers:
 *
 * - PGlite (PostgreSQL 18 compiled to WebAssembly, in process, in memory or
 *   file-backed) for tests and `npm run local`;
 * - postgres.js (the production driver) for any server given by a URL, e.g.
 *   the PostgreSQL 15 cluster CI starts.
 *
 * BOTH CONNECT AS A SUPERUSER, AND A SUPERUSER BYPASSES ROW LEVEL SECURITY.
 * `Db.query` / `Db.exec` / `Db.transaction` are the owner's connection: use
 * them for migrations, fixtures and the local auth port, never to answer a
 * user's request. Anything done on behalf of a user goes through `asUser`
 * (./as-user.ts), which switches role and claims exactly as PostgREST does.
 *
 * Values come back the same from both drivers: int8 and numeric as JS
 * numbers, `date` as 'YYYY-MM-DD' strings, timestamps as Date, json as
 * objects, arrays as arrays.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import postgres from 'postgres';

export type Row = Record<string, unknown>;
export type Params = readonly unknown[];

/** Something statements can be sent to: the owner's connection or an open transaction. */
export interface Queryable {
  /** One statement, with `$1…` parameters. Returns the rows (empty for commands). */
  query<T extends Row = Row>(sql: string, params?: Params): Promise<T[]>;
  /** Several statements without parameters (a migration file, the shim, the seed). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /**
   * One transaction on one connection: committed when `fn` resolves, rolled
   * back when it throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL type oids whose parsing we align between the two drivers. */
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (value: string): number => Number(value);
const asIs = (value: string): string => value;

// ---------------------------------------------------------------------------
// PGlite
// ---------------------------------------------------------------------------

export interface PgliteOptions {
  /** Folder of a file-backed database; omitted → in memory. */
  readonly dataDir?: string;
  /** A data directory dump (`dumpDataDir`) to start from instead of initdb. */
  readonly loadDataDir?: Blob;
}

export type PgliteDb = Db & { readonly driver: 'pglite'; readonly pglite: PGlite };

export async function createPgliteDb(options: PgliteOptions = {}): Promise<PgliteDb> {
  const pglite = await PGlite.create({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pgcrypto },
    parsers: {
      [OID.int8]: toNumber,
      [OID.numeric]: toNumber,
      [OID.date]: asIs,
    },
  });
  type Target = Pick<PGlite, 'query' | 'exec'>;
  const queryable = (q: Target): Queryable => ({
    query: async <T extends Row>(sql: string, params?: Params) => (await q.query<T>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    driver: 'pglite',
    pglite,
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

// ---------------------------------------------------------------------------
// postgres.js
// ---------------------------------------------------------------------------

export interface PostgresOptions {
  /** Pool size; the api function uses a few, tests a handful. */
  readonly max?: number;
}

export type PostgresDb = Db & { readonly driver: 'postgres'; readonly sql: postgres.Sql };

export function createPostgresDb(url: string, options: PostgresOptions = {}): PostgresDb {
  const sql = postgres(url, {
    max: options.max ?? 4,
    // Same as production through Supabase's transaction pooler.
    prepare: false,
    onnotice: () => {},
    types: {
      int8: { to: OID.int8, from: [OID.int8], serialize: (x: number) => String(x), parse: toNumber },
      numeric: { to: OID.numeric, from: [OID.numeric], serialize: (x: number) => String(x), parse: toNumber },
      date: { to: OID.date, from: [OID.date], serialize: (x: string) => x, parse: asIs },
    },
  });
  const queryable = (q: postgres.Sql | postgres.TransactionSql): Queryable => ({
    query: async <T extends Row>(text: string, params?: Params) => {
      const rows =
        params && params.length > 0
          ? await q.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: false })
          : await q.unsafe(text);
      return [...rows] as unknown as T[];
    },
    // Without parameters postgres.js uses the simple protocol: several statements are fine.
    exec: async (text: string) => {
      await q.unsafe(text);
    },
  });
  return {
    driver: 'postgres',
    sql,
    ...queryable(sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => sql.begin((tx) => fn(queryable(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  };
}

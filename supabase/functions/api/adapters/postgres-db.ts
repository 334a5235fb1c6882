/**
 * The db port over postgres.js — production (Supabase's transaction pooler)
 * and any PostgreSQL given by URL (CI's PostgreSQL 15, `DATABASE_URL` in
 * local mode).
 *
 * Each unit of work is one transaction that first switches to the caller's
 * role and claims exactly as PostgREST does (../_shared/db/request-role.ts),
 * so the statements run under RLS. `prepare: false` because the transaction
 * pooler cannot keep prepared statements; `set_config(…, true)` is
 * transaction-local, so nothing leaks to the next client of a pooled
 * connection.
 *
 * Values are parsed like the test harness does (tests/db/harness/db.ts):
 * int8 and numeric as JS numbers, `date` as 'YYYY-MM-DD' strings.
 */
import postgres from 'postgres';
import { PREQUERY_SQL, prequeryParams } from '../../_shared/db/request-role.ts';
import type { DbPort, Row, Sql } from '../ports.ts';

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string): number => Number(value);
const asIs = (value: string): string => value;

export interface PostgresDbOptions {
  /** Connections per process (Supabase's own guidance for functions: a handful). */
  readonly max?: number;
}

export type PostgresDbPort = DbPort & { close(): Promise<void> };

type Param = postgres.ParameterOrJSON<never>;

export function createPostgresDbPort(url: string, options: PostgresDbOptions = {}): PostgresDbPort {
  const client = postgres(url, {
    max: options.max ?? 3,
    prepare: false,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
    types: {
      int8: { to: OID.int8, from: [OID.int8], serialize: (x: number) => String(x), parse: toNumber },
      numeric: { to: OID.numeric, from: [OID.numeric], serialize: (x: number) => String(x), parse: toNumber },
      date: { to: OID.date, from: [OID.date], serialize: (x: string) => x, parse: asIs },
    },
  });

  return {
    async withCaller(claims, work) {
      const params = prequeryParams(claims);
      const result = await client.begin(async (tx) => {
        try {
          await tx.unsafe(PREQUERY_SQL, params as Param[]);
        } catch (error) {
          // E.g. the login role is not a member of anon/authenticated: a
          // misconfiguration (500), not the caller's lack of permission (403).
          throw new Error(`Could not switch to the request role ${params[1]}`, { cause: error });
        }
        const sql: Sql = {
          async query<T extends Row = Row>(text: string, values?: readonly unknown[]): Promise<T[]> {
            const rows = await tx.unsafe(text, (values ?? []) as Param[]);
            return [...rows] as unknown as T[];
          },
        };
        return work(sql);
      });
      return result as Awaited<ReturnType<typeof work>>;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

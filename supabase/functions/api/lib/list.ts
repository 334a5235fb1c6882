/**
 * Server-side lists, as the mock answers them (mocks/lib/list.ts):
 *
 * - `q`: every word must appear in the row's search text, ignoring accents and
 *   case — in SQL, `private.fold(<haystack>) like '%' || private.fold(word) || '%'`
 *   (the fold of supabase/migrations/*_list_helpers.sql is the mock's
 *   normalizeSearch);
 * - the endpoint's filters, in SQL, under the caller's RLS;
 * - order: names in Portuguese alphabetical order (`Intl.Collator('pt-BR')`,
 *   the mock's compareNames), then id. The database's collation differs from
 *   one server to the next (PGlite has no ICU), so the matching keys (id and
 *   name) are sorted here and only the page's rows are read in full;
 * - `page`/`pageSize`: the page's rows as the body, the total in
 *   `X-Total-Count`. Without either, every matching row up to MAX_PAGE_SIZE.
 */
import { MAX_PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../_shared/contract/constants.ts';
import type { Sql } from '../ports.ts';
import { Reply } from './route.ts';

/** The page size when only `page` is given (src/domain/pagination.ts: DEFAULT_PAGE_SIZE). */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageQuery {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly q?: string | undefined;
}

/** Offset and size of the requested page. */
export function pageWindow(query: PageQuery): { readonly offset: number; readonly limit: number } {
  if (query.page === undefined && query.pageSize === undefined) return { offset: 0, limit: MAX_PAGE_SIZE };
  const limit = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

/** The words of `q` (empty when there is none). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean);
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A WHERE clause builder: conditions joined by `and`, parameters numbered in
 * order. Values are always bound, never spliced into the SQL.
 */
export class Where {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Binds a value and returns its placeholder (`$n`). */
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; `sql` receives a binder for its values. */
  add(sql: string | ((bind: (value: unknown) => string) => string)): this {
    this.conditions.push(typeof sql === 'string' ? sql : sql((v) => this.bind(v)));
    return this;
  }

  /** Every word of `q` somewhere in `haystack` (an SQL text expression), accents and case ignored. */
  search(q: string | undefined, haystack: string): this {
    for (const word of searchWords(q)) {
      this.add((bind) => `private.fold(${haystack}) like '%' || private.fold(${bind(escapeLike(word))}) || '%'`);
    }
    return this;
  }

  toString(): string {
    return this.conditions.length === 0 ? 'true' : this.conditions.map((c) => `(${c})`).join(' and ');
  }
}

const collator = new Intl.Collator('pt-BR');

/** Portuguese alphabetical order, then id (the mock's order for named rows). */
export function byNameThenId<T extends { readonly id: number; readonly name: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

export interface SortedPage {
  /** Ids of the page's rows, in order. */
  readonly ids: number[];
  readonly total: number;
}

/**
 * Runs `keysSql` (selecting `id` and `name` of every matching row, as the
 * caller) and returns the ids of the requested page in name order.
 */
export async function namePage(sql: Sql, keysSql: string, params: readonly unknown[], query: PageQuery): Promise<SortedPage> {
  const keys = await sql.query<{ id: number; name: string }>(keysSql, params);
  keys.sort(byNameThenId);
  const { offset, limit } = pageWindow(query);
  return { ids: keys.slice(offset, offset + limit).map((k) => k.id), total: keys.length };
}

/** Rows ordered as `ids` (rows of other ids are dropped). */
export function inOrder<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/** A list answer: the page's rows, the total in X-Total-Count. */
export function listReply<T>(rows: T[], total: number): Reply<T[]> {
  return new Reply(rows, 200, { [TOTAL_COUNT_HEADER]: String(total) });
}

/** Today as the local calendar day `YYYY-MM-DD` (the mock's "today"). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

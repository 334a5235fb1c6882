/**
 * Server-side lists, as the mock answers them (mocks/lib/list.ts):
 *
 * - `q`: every word must appear in the row's search text, ignoring accents and
 *   case — in SQL, `private.fold(<haystack>) like '%' || private.fold(word) || '%'`
 *   (the fold of supabase/migrations/*_list_helpers.sql is the mock's
 *   normalizeSearch);
 * - the endpoint's filters, in SQL, under the caller's RLS;
 * - order: each list's order is the contract's data (order.ts), the mock's
 *   comparator `compareBy(order)` and here `orderBy(order, alias)` — names by
 *   `private.fold(name) collate "C"` (compareNames), which needs no ICU, so
 *   every server sorts alike, and the registration migrations index it, so a
 *   page is read without sorting the whole scope;
 * - `page`/`pageSize`: the contract's pageSlice (the mock slices with it too);
 *   the page's rows as the body, the total in `X-Total-Count`.
 */
import { TOTAL_COUNT_HEADER } from '../../_shared/contract/constants.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { idColumnOf, type ListOrder, type OrderKind } from '../../_shared/contract/order.ts';
import { searchColumnOf, type SearchField } from '../../_shared/contract/search.ts';
import type { Sql } from '../ports.ts';
import { ident } from './columns.ts';
import { Reply } from './route.ts';

export interface PageQuery {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly q?: string | undefined;
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

/**
 * The SQL twin of the contract's searchTextOf: the fields' values joined by
 * spaces, nulls left out. `at` reads a column: an alias (`p` → `p."cp_nome"`),
 * or a map for fields that come from several tables.
 */
export function searchSql(fields: readonly SearchField[], at: string | ((column: string) => string)): string {
  const read = (column: string) => (typeof at === 'string' ? `${at}.${ident(column)}` : at(column));
  const parts = fields.map((field) =>
    typeof field === 'string' ? read(field) : `regexp_replace(${read(searchColumnOf(field))}, '[^0-9]', '', 'g')`,
  );
  return `concat_ws(' ', ${parts.join(', ')})`;
}

/** Each order kind's SQL twin (compareBy's, tests/db/orders.test.ts). */
const SQL_KEY: Readonly<Record<OrderKind, (column: string) => string>> = {
  name: (c) => `private.fold(${c}) collate "C"`,
  natural: (c) => `private.natural_key(${c}) collate "C"`,
  text: (c) => `${c} collate "C"`,
  date: (c) => c,
  number: (c) => c,
};

/**
 * The `order by` list of a contract order. `at` reads a column: an alias
 * (`p` → `p."cp_nome"`), or each column's SQL expression where it comes from
 * elsewhere (a joined name, a key carried out of a subquery).
 */
export function orderBy<C extends string>(order: ListOrder<C>, at: string | Readonly<Record<C, string>>): string {
  const read = (column: C) => (typeof at === 'string' ? `${at}.${ident(column)}` : at[column]);
  return order.map(({ column, kind, desc }) => `${SQL_KEY[kind](read(column))}${desc ? ' desc' : ''}`).join(', ');
}

export interface SortedPage {
  /** Ids of the page's rows, in order. */
  readonly ids: number[];
  readonly total: number;
}

/**
 * Runs `keysSql` (selecting the columns of `order` of every matching row, as
 * the caller) ordered by it and paged in SQL, and counts the matches: the ids
 * (the order's last column) of the requested page, in order, and the total.
 */
export async function orderedPage(
  sql: Sql,
  keysSql: string,
  params: readonly unknown[],
  query: PageQuery,
  order: ListOrder,
): Promise<SortedPage> {
  const { offset, limit } = pageSlice(query);
  const n = params.length;
  // One transaction runs its statements one at a time.
  const ids = await sql.query<{ id: number }>(
    `select k.${ident(idColumnOf(order))} as id from (${keysSql}) k order by ${orderBy(order, 'k')} limit $${n + 1} offset $${n + 2}`,
    [...params, limit, offset],
  );
  const [count] = await sql.query<{ total: number }>(`select count(*)::integer as total from (${keysSql}) k`, params);
  return { ids: ids.map((r) => r.id), total: count?.total ?? 0 };
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

/**
 * Server-side lists, as the mock answers them (mocks/lib/list.ts):
 *
 * - `q`: every word must appear in the row's search text, ignoring accents and
 *   case — in SQL, `private.fold(<haystack>) like '%' || private.fold(word) || '%'`
 *   (the fold of supabase/migrations/*_list_helpers.sql is the mock's
 *   normalizeSearch);
 * - the endpoint's filters, in SQL, under the caller's RLS;
 * - order: names by `private.fold(name) collate "C"`, then id — the contract's
 *   compareNames (supabase/functions/_shared/contract/text.ts), which the mock
 *   uses too. It needs no ICU, so every server sorts alike, and the
 *   registration migrations index it, so a page is read without sorting the
 *   whole scope;
 * - `page`/`pageSize`: the contract's pageSlice (the mock slices with it too);
 *   the page's rows as the body, the total in `X-Total-Count`.
 */
import { TOTAL_COUNT_HEADER } from '../../_shared/contract/constants.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import type { Sql } from '../ports.ts';
import { compareNames } from '../../_shared/contract/text.ts';
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

/** The order of named rows (compareNames, then id) for lists read whole (pickers). */
export function byNameThenId<T extends { readonly id: number; readonly name: string }>(a: T, b: T): number {
  return compareNames(a.name, b.name) || a.id - b.id;
}

/** The SQL twin of byNameThenId over the columns `name` and `id` of `alias`. */
export const NAME_ORDER = (alias: string) => `private.fold(${alias}.name) collate "C", ${alias}.id`;

export interface SortedPage {
  /** Ids of the page's rows, in order. */
  readonly ids: number[];
  readonly total: number;
}

/**
 * Runs `keysSql` (selecting `id` and `name` of every matching row, as the
 * caller) ordered and paged in SQL, and counts the matches: the ids of the
 * requested page in name order, and the total.
 */
export async function namePage(sql: Sql, keysSql: string, params: readonly unknown[], query: PageQuery): Promise<SortedPage> {
  const { offset, limit } = pageSlice(query);
  const n = params.length;
  // One transaction runs its statements one at a time.
  const ids = await sql.query<{ id: number }>(
    `select k.id from (${keysSql}) k order by ${NAME_ORDER('k')} limit $${n + 1} offset $${n + 2}`,
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

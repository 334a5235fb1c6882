/**
 * Server-side lists: `q` (accent- and case-insensitive search), the
 * endpoint's own filters, `page`/`pageSize` sliced by the contract's
 * pageSlice (the api's rule too: without `page` and `pageSize`, the first
 * MAX_PAGE_SIZE rows), and the total in `X-Total-Count`.
 */
import { pageSlice, TOTAL_COUNT_HEADER, type ListQuery } from '@contract';
import { foldText, matchesWords } from '@contract/text';
import { reply, type Reply } from './reply';

/** Lower-case without accents ("São José" → "sao jose"): the contract's foldText, trimmed. */
export function normalizeSearch(text: string): string {
  return foldText(text).trim();
}

export interface ListOptions<T> {
  /** The text `q` is searched in (all words of `q` must appear): the contract's `searchTextOf(*_SEARCH)`. */
  readonly searchText?: (row: T) => string;
  /** The endpoint's own filters (every one must hold). */
  readonly filters?: readonly ((row: T) => boolean)[];
  /** The list's order: the contract's `compareBy(*_ORDER)`, which the api's `order by` is built from. */
  readonly sort?: (a: T, b: T) => number;
}

export interface ListResult<T> {
  readonly items: T[];
  readonly total: number;
}

export function applyList<T>(
  rows: readonly T[],
  query: Partial<ListQuery> | undefined,
  options: ListOptions<T> = {},
): ListResult<T> {
  const q = query?.q ?? '';
  let matched = rows.filter((row) => (options.filters ?? []).every((f) => f(row)));
  if (q.trim() !== '') {
    if (!options.searchText) throw new Error('Busca (q) sem campos de busca definidos para esta lista.');
    const text = options.searchText;
    matched = matched.filter((row) => matchesWords(text(row), q));
  }
  if (options.sort) matched = [...matched].sort(options.sort);
  const { offset, limit } = pageSlice(query ?? {});
  return { items: matched.slice(offset, offset + limit), total: matched.length };
}

/**
 * A list answer: the page of rows as the body, the total in `X-Total-Count`.
 * `present` shapes only the rows of the page (joins, computed fields): a
 * list filters and sorts its stored rows, never shapes every row it holds.
 */
export function listReply<T>(rows: readonly T[], query: Partial<ListQuery> | undefined, options?: ListOptions<T>): Reply<T[]>;
export function listReply<T, U>(
  rows: readonly T[],
  query: Partial<ListQuery> | undefined,
  options: ListOptions<T>,
  present: (row: T) => U,
): Reply<U[]>;
export function listReply<T, U>(
  rows: readonly T[],
  query: Partial<ListQuery> | undefined,
  options: ListOptions<T> = {},
  present?: (row: T) => U,
): Reply<(T | U)[]> {
  const { items, total } = applyList(rows, query, options);
  const body = present ? items.map(present) : items;
  return reply(body, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
}

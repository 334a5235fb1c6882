/**
 * Server-side lists: `q` (accent- and case-insensitive search), the
 * endpoint's own filters, `page`/`pageSize`, and the total in `X-Total-Count`.
 * Without `page` and `pageSize` every matching row is returned, so callers
 * that do not page keep working.
 */
import { TOTAL_COUNT_HEADER, type ListQuery } from '@contract';
import { DEFAULT_PAGE_SIZE } from '@/domain/pagination';
import { reply, type Reply } from './reply';

/** Lower-case without accents ("São José" → "sao jose"). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

const collator = new Intl.Collator('pt-BR');

/** Names in Portuguese alphabetical order ("Álvaro" next to "Alice", not after "Zé"). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

export interface ListOptions<T> {
  /** The text `q` is searched in (all words of `q` must appear). */
  readonly searchText?: (row: T) => string;
  /** The endpoint's own filters (every one must hold). */
  readonly filters?: readonly ((row: T) => boolean)[];
  readonly sort?: (a: T, b: T) => number;
}

export interface ListResult<T> {
  readonly items: T[];
  readonly total: number;
}

export function applyList<T>(rows: readonly T[], query: Partial<ListQuery> | undefined, options: ListOptions<T> = {}): ListResult<T> {
  const words = normalizeSearch(query?.q ?? '').split(/\s+/).filter(Boolean);
  let matched = rows.filter((row) => (options.filters ?? []).every((f) => f(row)));
  if (words.length > 0) {
    if (!options.searchText) throw new Error('Busca (q) sem campos de busca definidos para esta lista.');
    const text = options.searchText;
    matched = matched.filter((row) => {
      const haystack = normalizeSearch(text(row));
      return words.every((w) => haystack.includes(w));
    });
  }
  if (options.sort) matched = [...matched].sort(options.sort);
  const total = matched.length;
  if (query?.page === undefined && query?.pageSize === undefined) return { items: matched, total };
  const page = query.page ?? 1;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { items: matched.slice((page - 1) * size, page * size), total };
}

/** A list answer: the page of rows as the body, the total in `X-Total-Count`. */
export function listReply<T>(rows: readonly T[], query: Partial<ListQuery> | undefined, options: ListOptions<T> = {}): Reply<T[]> {
  const { items, total } = applyList(rows, query, options);
  return reply(items, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
}

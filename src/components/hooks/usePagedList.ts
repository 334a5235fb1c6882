/**
 * The top of a server-paged list screen, after `useListState` and the list
 * query: the rows, the total and the number of pages, and a step back to the
 * new last page when the current one comes back empty (a delete emptied it).
 */
import { pageCount } from '@/domain/pagination';

/** A list endpoint's answer. */
export interface PagedAnswer<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** The parts of an RTK Query result this hook reads. */
export interface PagedQueryResult<T> {
  /** The last answer, whatever the query (kept while the next page loads). */
  readonly data?: PagedAnswer<T>;
  /** The answer to the current query only. */
  readonly currentData?: PagedAnswer<T>;
}

export interface PagedList<T> {
  /** The last answer's rows (they stay on screen while the next page loads). */
  readonly rows: readonly T[];
  /** The current query's rows (none while it loads). */
  readonly currentRows: readonly T[];
  readonly total: number;
  readonly totalPages: number;
}

export function usePagedList<T>(
  result: PagedQueryResult<T>,
  list: { readonly page: number; readonly pageSize: number; setPage(page: number): void },
): PagedList<T> {
  const total = result.data?.total ?? 0;
  const totalPages = pageCount(total, list.pageSize);
  const current = result.currentData;
  // A delete can leave the last page empty: step back to the new last page
  // (set while rendering, so the empty page is never shown).
  if (current && current.items.length === 0 && current.total > 0 && list.page > totalPages) list.setPage(totalPages);
  return { rows: result.data?.items ?? [], currentRows: current?.items ?? [], total, totalPages };
}

/**
 * The state of a server-paged list screen: page, page size, search text and
 * filters. Changing anything but the page goes back to page 1, so a narrower
 * result never leaves the user on a page that no longer exists. `query` is
 * what a list endpoint takes (`page`, `pageSize`, `q`, the filters).
 */
import { useCallback, useMemo, useState } from 'react';

export interface ListState<F extends Record<string, unknown>> {
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
  readonly filters: F;
  /** `{ page, pageSize, q, ...filters }`, with an empty search left out. */
  readonly query: { page: number; pageSize: number; q?: string } & F;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSearch(text: string): void;
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  /** Back to the first page with the initial size, no search and the initial filters. */
  reset(): void;
}

interface State<F> {
  page: number;
  pageSize: number;
  search: string;
  filters: F;
}

export function useListState<F extends Record<string, unknown> = Record<never, never>>(options: {
  pageSize: number;
  filters?: F;
}): ListState<F> {
  const initial = useMemo<State<F>>(
    () => ({ page: 1, pageSize: options.pageSize, search: '', filters: options.filters ?? ({} as F) }),
    // The initial state is read once, like useState's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, setState] = useState<State<F>>(initial);

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSearch = useCallback((text: string) => setState((s) => (s.search === text ? s : { ...s, search: text, page: 1 })), []);
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setState((s) => (Object.is(s.filters[key], value) ? s : { ...s, filters: { ...s.filters, [key]: value }, page: 1 }));
  }, []);
  const reset = useCallback(() => setState(initial), [initial]);

  const query = useMemo(() => {
    const q = state.search.trim();
    return { page: state.page, pageSize: state.pageSize, ...(q ? { q } : {}), ...state.filters };
  }, [state]);

  return { ...state, query, setPage, setPageSize, setSearch, setFilter, reset };
}

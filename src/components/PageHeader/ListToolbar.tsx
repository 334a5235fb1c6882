import type { HTMLAttributes, ReactNode } from 'react';
import type { ListState } from '../hooks/useListState';
import { PageSizeSelect } from '../PageSizeSelect';
import { SearchInput } from '../SearchInput';
import { Toolbar } from './PageHeader';

/** How long the search waits after the last key before it asks again. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps extends Pick<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'> {
  /** The list's state (`useListState`): its search text and page size. */
  list: Pick<ListState<Record<string, unknown>>, 'search' | 'setSearch' | 'pageSize' | 'setPageSize'>;
  /** The search field's name. */
  searchLabel: string;
  /** Default: the label. */
  searchPlaceholder?: string;
  /** The page sizes offered; none, no page-size select. */
  pageSizes?: readonly number[];
  /** Filters, between the search and the page size. */
  children?: ReactNode;
}

/** The controls above a paged list: the search, its filters, then the page size. */
export function ListToolbar({ list, searchLabel, searchPlaceholder, pageSizes, children, ...rest }: ListToolbarProps) {
  return (
    <Toolbar {...rest}>
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder ?? searchLabel}
        value={list.search}
        onChange={list.setSearch}
        debounceMs={LIST_SEARCH_DEBOUNCE_MS}
      />
      {children}
      {pageSizes ? <PageSizeSelect value={list.pageSize} options={pageSizes} onChange={list.setPageSize} /> : null}
    </Toolbar>
  );
}

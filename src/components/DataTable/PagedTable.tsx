import type { ReactNode } from 'react';
import { ListFooter } from '../ListFooter';
import { DataTable, type DataTableProps } from './DataTable';

export interface PagedTableProps<T> extends DataTableProps<T> {
  /** The list's page and its setter (`useListState`). */
  list: { readonly page: number; setPage(page: number): void };
  /** How many records the list has and on how many pages (`usePagedList`). */
  total: number;
  totalPages: number;
  /** The count under the table (e.g. '12 notas'); the foot shows only once the list has records. */
  count: ReactNode;
  /** ListFooter's `hideSinglePage`. */
  hideSinglePage?: boolean;
  /** ListFooter's `paginationLabel`. */
  paginationLabel?: string;
}

/** A server-paged table: the rows, then the count and the page controls once there is a record. */
export function PagedTable<T>({ list, total, totalPages, count, hideSinglePage, paginationLabel, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable {...table} />
      {total > 0 ? (
        <ListFooter
          count={count}
          page={list.page}
          totalPages={totalPages}
          onPageChange={list.setPage}
          hideSinglePage={hideSinglePage}
          paginationLabel={paginationLabel}
        />
      ) : null}
    </>
  );
}

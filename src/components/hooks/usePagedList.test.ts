import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListState } from './useListState';
import { usePagedList, type PagedQueryResult } from './usePagedList';

type Row = { id: number };
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

/** The list state and the paged list together, as a screen has them, on page `page`. */
function setup(initial: PagedQueryResult<Row>, page: number) {
  return renderHook(
    ({ result }: { result: PagedQueryResult<Row> }) => {
      const list = useListState({ pageSize: 10 });
      if (list.page === 1 && page !== 1 && !result.data) list.setPage(page);
      return { list, paged: usePagedList(result, list) };
    },
    { initialProps: { result: initial } },
  );
}

describe('usePagedList', () => {
  it('counts the pages and gives the rows, none before the first answer', () => {
    const { result, rerender } = setup({}, 1);
    expect(result.current.paged).toEqual({ rows: [], currentRows: [], total: 0, totalPages: 1 });
    const answer = { items: rows(10), total: 25 };
    rerender({ result: { data: answer, currentData: answer } });
    expect(result.current.paged.total).toBe(25);
    expect(result.current.paged.totalPages).toBe(3);
    expect(result.current.paged.rows).toHaveLength(10);
    expect(result.current.paged.currentRows).toHaveLength(10);
  });

  it('keeps the last rows while the next page loads; the current rows are empty until it answers', () => {
    const answer = { items: rows(10), total: 25 };
    const { result } = setup({ data: answer, currentData: undefined }, 1);
    expect(result.current.paged.rows).toHaveLength(10);
    expect(result.current.paged.currentRows).toEqual([]);
    expect(result.current.list.page).toBe(1);
  });

  it('steps back to the new last page when the current page comes back empty', () => {
    const { result, rerender } = setup({}, 3);
    expect(result.current.list.page).toBe(3);
    const emptied = { items: [], total: 20 };
    rerender({ result: { data: emptied, currentData: emptied } });
    expect(result.current.list.page).toBe(2);
    expect(result.current.paged.totalPages).toBe(2);
  });

  it('stays put on an empty list or while the current page has not answered', () => {
    const { result, rerender } = setup({}, 3);
    rerender({ result: { data: { items: [], total: 20 }, currentData: undefined } });
    expect(result.current.list.page).toBe(3);
    const none = { items: [], total: 0 };
    rerender({ result: { data: none, currentData: none } });
    expect(result.current.list.page).toBe(3);
  });
});

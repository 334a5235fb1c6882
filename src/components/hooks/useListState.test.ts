import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListState } from './useListState';

describe('useListState', () => {
  const setup = () => renderHook(() => useListState<{ tipo?: number }>({ pageSize: 10, filters: { tipo: undefined } }));

  it('starts on page 1 with the given size and no search', () => {
    const { result } = setup();
    expect(result.current.query).toEqual({ page: 1, pageSize: 10, tipo: undefined });
  });

  it('goes back to page 1 when the size, the search or a filter changes', () => {
    const { result } = setup();
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('  ana '));
    expect(result.current.query).toMatchObject({ page: 1, q: 'ana' });

    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('tipo', 4));
    expect(result.current.query).toMatchObject({ page: 1, tipo: 4 });

    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(30));
    expect(result.current.query).toMatchObject({ page: 1, pageSize: 30 });
  });

  it('keeps the page when the same search or filter is set again', () => {
    const { result } = setup();
    act(() => result.current.setSearch('ana'));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('ana'));
    act(() => result.current.setFilter('tipo', undefined));
    expect(result.current.page).toBe(2);
  });

  it('leaves an empty search out of the query and resets everything', () => {
    const { result } = setup();
    act(() => result.current.setSearch('   '));
    expect(result.current.query).not.toHaveProperty('q');
    act(() => result.current.setFilter('tipo', 5));
    act(() => result.current.reset());
    expect(result.current.query).toEqual({ page: 1, pageSize: 10, tipo: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { SEARCH_TERM_MAX_LENGTH } from '../../../engine/core/table-query.ts';
import { readTableState, useTableState } from './use-table-state.ts';

function renderState(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ table: useTableState('items', { sortBy: 'name', descending: true }), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useTableState', () => {
  it('reads the state from the query, defaults left out', () => {
    const { result } = renderState('/list?itemsPage=3&itemsSize=50&itemsSearch=x');
    expect(result.current.table[0]).toEqual({ pageIndex: 2, pageSize: 50, sort: { sortBy: 'name', descending: true }, search: 'x' });
  });

  it('falls back from what the API would refuse: a sort by no column, a search past its limit', () => {
    const byDefault = { sortBy: 'name', descending: true };
    const read = (query: string) => readTableState(new URLSearchParams(query), 'items', byDefault, ['name', 'date']);
    expect(read('itemsSort=bogus.asc').sort).toEqual(byDefault);
    expect(read('itemsSort=date.sideways').sort).toEqual(byDefault);
    expect(read('itemsSort=date.asc').sort).toEqual({ sortBy: 'date', descending: false });
    expect(read(`itemsSearch=${'a'.repeat(250)}`).search).toBe('a'.repeat(SEARCH_TERM_MAX_LENGTH));
  });

  it('keeps every change made before the query renders again, not only the last', () => {
    const { result } = renderState('/list?itemsPage=2');
    act(() => {
      const update = result.current.table[1];
      update({ search: 'Item 1', pageIndex: 0 });
      update({ pageSize: 50 });
      update((current) => ({ sort: { ...current.sort, descending: !current.sort.descending } }));
    });
    expect(result.current.location.search).toBe('?itemsSearch=Item+1&itemsSize=50&itemsSort=name.asc');
    expect(result.current.table[0]).toEqual({ pageIndex: 0, pageSize: 50, sort: { sortBy: 'name', descending: false }, search: 'Item 1' });
  });

  it('starts from the query the user navigated to, even one a change of the table wrote before', () => {
    const { result } = renderState('/list?itemsPage=2');
    // Two changes before the table renders: the second comes back to the query it started from.
    act(() => {
      result.current.table[1]({ pageIndex: 2 });
      result.current.table[1]({ pageIndex: 1 });
    });
    expect(result.current.location.search).toBe('?itemsPage=2');
    // The user follows a link to a query the first change had written.
    act(() => void result.current.navigate('/list?itemsPage=3'));
    act(() => result.current.table[1]({ search: 'a' }));
    expect(result.current.location.search).toBe('?itemsPage=3&itemsSearch=a');
  });
});

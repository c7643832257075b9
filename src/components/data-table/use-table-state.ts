import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortState, type TableState } from './types.ts';

/** Query parameter names of one table; the prefix keeps two tables on a page apart. */
export function paramNames(prefix: string) {
  return { page: `${prefix}Page`, size: `${prefix}Size`, sort: `${prefix}Sort`, search: `${prefix}Search` };
}

/** Reads a table's state from the query: page is 1-based there (readable), sort 'name.asc|desc'. */
export function readTableState(params: URLSearchParams, prefix: string, defaultSort: SortState): TableState {
  const names = paramNames(prefix);
  const page = Number.parseInt(params.get(names.page) ?? '', 10);
  const size = Number.parseInt(params.get(names.size) ?? '', 10);
  const [sortBy, direction] = (params.get(names.sort) ?? '').split('.');
  return {
    pageIndex: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sortBy ? { sortBy, descending: direction === 'desc' } : defaultSort,
    search: params.get(names.search) ?? '',
  };
}

/** Writes the state back, leaving defaults out so a plain URL stays plain. */
export function writeTableState(params: URLSearchParams, prefix: string, state: TableState, defaultSort: SortState): URLSearchParams {
  const names = paramNames(prefix);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(names.page, state.pageIndex > 0 ? String(state.pageIndex + 1) : null);
  set(names.size, state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : null);
  const isDefaultSort = state.sort.sortBy === defaultSort.sortBy && state.sort.descending === defaultSort.descending;
  set(names.sort, isDefaultSort ? null : `${state.sort.sortBy}.${state.sort.descending ? 'desc' : 'asc'}`);
  set(names.search, state.search ? state.search : null);
  return next;
}

/**
 * A table's page, size, sort and search, kept in the URL query so refresh and Back restore them.
 * Updates replace the history entry: Back leaves the page rather than stepping through pages.
 */
export function useTableState(prefix: string, defaultSort: SortState) {
  const [params, setParams] = useSearchParams();
  const { sortBy, descending } = defaultSort;
  const state = useMemo(() => readTableState(params, prefix, { sortBy, descending }), [params, prefix, sortBy, descending]);
  const update = useCallback(
    (change: Partial<TableState>) =>
      setParams((current) => writeTableState(current, prefix, { ...readTableState(current, prefix, { sortBy, descending }), ...change }, { sortBy, descending }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams, prefix, sortBy, descending],
  );
  return [state, update] as const;
}

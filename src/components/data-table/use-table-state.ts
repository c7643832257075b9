import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SEARCH_TERM_MAX_LENGTH } from '../../../engine/core/table-query.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortState, type TableState } from './types.ts';

/** Query parameter names of one table; the prefix keeps two tables on a page apart. */
export function paramNames(prefix: string) {
  return { page: `${prefix}Page`, size: `${prefix}Size`, sort: `${prefix}Sort`, search: `${prefix}Search` };
}

/**
 * Reads a table's state from the query: page is 1-based there (readable), sort 'name.asc|desc'.
 * What the API would refuse (an old bookmark, a hand-edited link) falls back: a sort by none of
 * `sortKeys` (when given) to the default, a search term past the API's limit to its first part.
 */
export function readTableState(params: URLSearchParams, prefix: string, defaultSort: SortState, sortKeys?: readonly string[]): TableState {
  const names = paramNames(prefix);
  const page = Number.parseInt(params.get(names.page) ?? '', 10);
  const size = Number.parseInt(params.get(names.size) ?? '', 10);
  const [sortBy, direction] = (params.get(names.sort) ?? '').split('.');
  const knownSort = sortBy && (!sortKeys || sortKeys.includes(sortBy)) && (direction === 'asc' || direction === 'desc');
  return {
    pageIndex: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: knownSort ? { sortBy, descending: direction === 'desc' } : defaultSort,
    search: (params.get(names.search) ?? '').slice(0, SEARCH_TERM_MAX_LENGTH),
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

/** A change to a table's state: the fields to set, or a function of the state at the moment it applies. */
export type TableChange = Partial<TableState> | ((current: TableState) => Partial<TableState>);

/**
 * A table's page, size, sort and search, kept in the URL query so refresh and Back restore them.
 * Updates replace the history entry: Back leaves the page rather than stepping through pages.
 * A change given as a function sees the state left by the changes before it, even those not yet
 * rendered (two quick presses of a sort header flip the direction twice).
 */
export function useTableState(prefix: string, defaultSort: SortState, sortKeys?: readonly string[]) {
  const [params, latestParams, writeParams] = useLatestSearchParams();
  const { sortBy, descending } = defaultSort;
  const keys = sortKeys?.join('\n');
  const state = useMemo(() => readTableState(params, prefix, { sortBy, descending }, keys?.split('\n')), [params, prefix, sortBy, descending, keys]);
  const update = useCallback(
    (change: TableChange) => {
      const latest = latestParams();
      const current = readTableState(latest, prefix, { sortBy, descending }, keys?.split('\n'));
      writeParams(writeTableState(latest, prefix, { ...current, ...(typeof change === 'function' ? change(current) : change) }, { sortBy, descending }));
    },
    [latestParams, writeParams, prefix, sortBy, descending, keys],
  );
  return [state, update] as const;
}

/** Each write's mark, carried in the history entry's state: unique across the tables of a page. */
let lastWrite = 0;

interface PendingWrites {
  /** The history entry rendered when the first of `writes` was made. */
  fromKey: string;
  writes: { id: number; search: string }[];
}

/**
 * The URL query as rendered, the query as the latest write left it, and a write (replacing the
 * history entry). React Router's own functional update starts from the rendered query, and a
 * navigation renders in a transition: a second write before that render would undo the first.
 * Each write marks its history entry, so a rendered entry says which writes are still to render;
 * an entry without a mark of ours (Back, a link) leaves none.
 */
function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const rendered = { search: params.toString(), key: location.key, write: (location.state as { tableWrite?: number } | null)?.tableWrite };
  const committed = useRef(rendered);
  useLayoutEffect(() => {
    committed.current = rendered;
  });
  const pending = useRef<PendingWrites>({ fromKey: location.key, writes: [] });
  const latest = useCallback(() => {
    const now = committed.current;
    const { fromKey, writes } = pending.current;
    if (now.key !== fromKey) {
      const at = writes.findIndex((w) => w.id === now.write);
      pending.current = { fromKey: now.key, writes: at >= 0 ? writes.slice(at + 1) : [] };
    }
    return new URLSearchParams(pending.current.writes.at(-1)?.search ?? now.search);
  }, []);
  const write = useCallback(
    (next: URLSearchParams) => {
      const id = ++lastWrite;
      pending.current.writes.push({ id, search: next.toString() });
      setParams(next, { replace: true, preventScrollReset: true, state: { tableWrite: id } });
    },
    [setParams],
  );
  return [params, latest, write] as const;
}

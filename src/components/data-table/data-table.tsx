import { useDeferredValue, useEffect, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Table, Text, useSlotRecipe, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/api-error.ts';
import { cardFrame, cardLayout } from './card-layout.ts';
import { nextSort, SortHeader } from './sort-header.tsx';
import { TablePager } from './table-pager.tsx';
import { TableSearch } from './table-search.tsx';
import type { Column, PageRequest, PageResult, SortState } from './types.ts';
import { useTableState } from './use-table-state.ts';

export interface DataTableProps<T> {
  /** Names this table's query parameters and cache entries (two tables on a page differ). */
  id: string;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  /** Cache key prefix; the page request is appended. */
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T>>;
  defaultSort: SortState;
  rowKey: (row: T) => string;
  /** Row click, Enter or Space. */
  onRowActivate?: (row: T) => void;
  /** The search box's label; without one the table has no search. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** What follows the table (a note): shown with the pager once the first page has arrived, so arriving rows push nothing on screen down. */
  footer?: ReactNode;
}

/** The table's size, for its own parts and for the rows and cells styled from its recipe. */
const TABLE_SIZE = 'sm';

/** Rows a user can open (`onRowActivate`): a pointer, and a hover and focus mark. */
const ACTIVE_ROW: SystemStyleObject = {
  cursor: 'pointer',
  _hover: { bg: 'blue.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' },
};

/**
 * The body's rows and cells are plain elements styled once from the table itself with the theme's
 * table recipe (its `row` and `cell` slots at the table's size): a page of rows is a few hundred
 * cells, and as Chakra components each resolved its style props on every render, most of the
 * table's rendering on a phone. The card layout's rules are media queries, which Chakra writes
 * after these, so on a phone they win at the same specificity (`:where` keeps the message cell's
 * at that too).
 */
function useBodyStyles(): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const slots = recipe({ size: TABLE_SIZE });
    return {
      '& > tbody > tr': slots.row,
      '& > tbody > tr > td': slots.cell,
      // The one cell of a table without rows ('Loading data...', 'No data').
      '& > tbody > tr > td:where(:not([data-label]))': { textAlign: 'center', py: '6' },
      '& > tbody > tr[tabindex]': ACTIVE_ROW,
      ...cardLayout,
    };
  }, [recipe]);
}

/**
 * The shared server-paged table: search (when labelled), sortable headers, paging; state in the URL query.
 * On a phone its rows are cards (card-layout.ts); the explicit roles keep it a table for assistive technology there.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { id, caption, columns, queryKey, fetchPage, defaultSort, rowKey, onRowActivate } = props;
  // The sorts the API accepts are the columns' (and the default); a link naming another falls back to the default.
  const sortKeys = [defaultSort.sortBy, ...columns.flatMap((c) => (c.sortKey ? [c.sortKey] : []))];
  const [state, update] = useTableState(id, defaultSort, sortKeys);
  const request: PageRequest = {
    pageNumber: state.pageIndex + 1,
    pageSize: state.pageSize,
    sortBy: state.sort.sortBy,
    sortDescending: state.sort.descending,
    searchTerm: state.search || undefined,
  };
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });
  // The rows render in a background render React splits into short slices: a page arrives through
  // the query's store subscription, which React otherwise renders in one blocking task.
  const page = useDeferredValue(query.data);
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / state.pageSize);
  const rows = page?.rows ?? [];
  const firstPageShown = page !== undefined;
  const visible = columns.filter((c) => !c.hidden);

  // A page past the end (rows removed, or an old link): show the last page instead.
  const pastEnd = query.isSuccess && !query.isPlaceholderData && state.pageIndex > 0 && state.pageIndex >= pageCount;
  useEffect(() => {
    if (pastEnd) update({ pageIndex: Math.max(pageCount - 1, 0) });
  }, [pastEnd, pageCount, update]);

  const activateOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowActivate?.(row);
  };

  const tableCss = useBodyStyles();
  const message = !firstPageShown ? (query.isError ? null : 'Loading data...') : rows.length === 0 ? 'No data' : null;

  return (
    <Box>
      {props.searchLabel && (
        <TableSearch
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={state.search}
          onSearch={(search) => update({ search, pageIndex: 0 })}
        />
      )}
      <Text role="status" fontSize="sm" color="fg.muted" minH="6" mt="2">
        {query.isFetching && !query.isPending ? 'Loading data...' : ''}
      </Text>
      {query.isError && (
        <Text role="alert" color="red.700" mb="2">
          {errorText(query.error)}
        </Text>
      )}
      {/* Positioned, so visually hidden text inside clips with the frame instead of widening the page on a phone. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative" css={cardFrame}>
        <Table.Root size={TABLE_SIZE} role="table" aria-busy={query.isFetching} css={tableCss}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Header role="rowgroup">
            <Table.Row role="row">
              {visible.map((c) => (
                <SortHeader key={c.id} header={c.header} sortKey={c.sortKey} sort={state.sort} onSort={(sortKey) => update((current) => ({ sort: nextSort(current.sort, sortKey), pageIndex: 0 }))} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {message && (
              <tr role="row">
                <td role="cell" colSpan={visible.length}>
                  <span role={firstPageShown ? undefined : 'status'}>{message}</span>
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                role="row"
                key={rowKey(row)}
                data-row-key={rowKey(row)}
                {...(onRowActivate && {
                  tabIndex: 0,
                  onClick: () => onRowActivate(row),
                  onKeyDown: (event: KeyboardEvent) => activateOnKey(event, row),
                })}
              >
                {visible.map((c) => (
                  <td role="cell" key={c.id} data-label={c.header}>
                    {/* One box, so a value of several parts stays beside its label in a card. */}
                    <div>{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {/* Paging means nothing before the first page arrives; shown with it, the rows push nothing down. */}
      {(firstPageShown || query.isError) && (
        <>
          <TablePager
            pageIndex={state.pageIndex}
            pageCount={pageCount}
            pageSize={state.pageSize}
            onPage={(pageIndex) => update({ pageIndex })}
            onPageSize={(pageSize) => update({ pageSize, pageIndex: 0 })}
          />
          {props.footer}
        </>
      )}
    </Box>
  );
}

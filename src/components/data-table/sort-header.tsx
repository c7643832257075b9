import { Button, Table } from '@chakra-ui/react';
import type { SortState } from './types.ts';

export interface SortHeaderProps {
  header: string;
  sortKey?: string;
  sort: SortState;
  /** Pressed: the table sorts by sortKey with nextSort, against its state when the press applies. */
  onSort: (sortKey: string) => void;
}

/** The sort after a press on a column's header: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortState, sortKey: string): SortState {
  return { sortBy: sortKey, descending: current.sortBy === sortKey ? !current.descending : false };
}

/**
 * A column header. Sortable ones hold a button: the first press sorts ascending, the next flips
 * the direction; aria-sort tells which column the rows are sorted by.
 */
export function SortHeader({ header, sortKey, sort, onSort }: SortHeaderProps) {
  if (!sortKey)
    return (
      <Table.ColumnHeader role="columnheader" scope="col" fontWeight="semibold">
        {header}
      </Table.ColumnHeader>
    );
  const active = sort.sortBy === sortKey;
  const ariaSort = active ? (sort.descending ? 'descending' : 'ascending') : 'none';
  const arrow = active ? (sort.descending ? '▼' : '▲') : '↕';
  return (
    // The button's text starts where the column's values do (the cells' padding), not a button's
    // padding further right.
    <Table.ColumnHeader role="columnheader" scope="col" aria-sort={ariaSort} px="0">
      <Button
        variant="ghost"
        size="sm"
        px="2"
        fontWeight="semibold"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => onSort(sortKey)}
      >
        {header}
        <span aria-hidden="true">{arrow}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

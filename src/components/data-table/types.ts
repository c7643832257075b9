import type { ReactNode } from 'react';

/** A column: its header, how a row shows in it, and the server's sort name if sortable. */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort name (sortBy); absent: not sortable. */
  sortKey?: string;
  /** Carried but not shown (e.g. the id column). */
  hidden?: boolean;
}

/** What the server is asked for: pageNumber is 1-based. */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

export interface SortState {
  sortBy: string;
  descending: boolean;
}

/** The table's state as the UI holds it: pageIndex is 0-based. */
export interface TableState {
  pageIndex: number;
  pageSize: number;
  sort: SortState;
  search: string;
}

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

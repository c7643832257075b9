// The shared server-paged table (spec 1 section 2, 'Shared table behaviour').
export { DataTable, type DataTableProps } from './data-table.tsx';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Column, type PageRequest, type PageResult, type SortState } from './types.ts';
export { SEARCH_DEBOUNCE_MS } from './table-search.tsx';

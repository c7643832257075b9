import { Badge } from '@chakra-ui/react';
import { codeLabel, formatDate } from '../../../engine/core/display-format.ts';
import { apiFetch } from '../../api/http-client.ts';
import type { ComplexChange } from '../../api/types.ts';
import { DataTable, type Column, type PageRequest, type PageResult } from '../../components/data-table/index.ts';
import { portal } from '../../../generated/portal.gen.ts';

/** Each status its own badge colour (the spec says only that they differ). */
const STATUS_COLOURS: Record<string, string> = {
  Active: 'teal',
  Inactive: 'gray',
  Submitted: 'blue',
  'Waiting for information': 'orange',
  Approved: 'green',
  'Pending approval': 'purple',
};

const columns: Column<ComplexChange>[] = [
  { id: 'complexChangeId', header: 'Change id', hidden: true, cell: (c) => c.complexChangeId },
  { id: 'changeNumber', header: 'Change number', cell: (c) => c.changeNumber },
  { id: 'changeType', header: 'Change type', sortKey: 'changeType', cell: (c) => codeLabel(portal.labels.changeType, c.changeType) },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (c) => <Badge colorPalette={STATUS_COLOURS[c.status] ?? 'gray'}>{c.status}</Badge> },
  { id: 'submittedDate', header: 'Submitted date', sortKey: 'submittedDate', cell: (c) => formatDate(c.submittedDate) },
];

const DEFAULT_SORT = { sortBy: 'submittedDate', descending: true };

/** One page of the project's change history (GET /api/complexchange). */
async function fetchChanges(projectId: string, request: PageRequest, signal: AbortSignal): Promise<PageResult<ComplexChange>> {
  const { searchTerm: _search, ...paging } = request;
  const page = await apiFetch<{ complexChanges: ComplexChange[]; recordCount: number }>('/api/complexchange', { query: { projectId, ...paging }, signal });
  return { rows: page.complexChanges ?? [], total: page.recordCount ?? 0 };
}

/** Project changes: the server-paged history, newest submission first, 20 a page. */
export function ProjectChangesTab({ projectId }: { projectId: string }) {
  return (
    <DataTable<ComplexChange>
      id="changes"
      caption="Project changes"
      columns={columns}
      queryKey={['complex-changes', projectId]}
      fetchPage={(request, signal) => fetchChanges(projectId, request, signal)}
      defaultSort={DEFAULT_SORT}
      rowKey={(c) => c.complexChangeId}
    />
  );
}

import { formatDate } from '../../engine/core/display-format.ts';
import type { Project } from '../api/types.ts';
import type { Column } from '../components/data-table/index.ts';
import { paymentStatusLabel, projectStatusLabel } from './project-labels.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : '-');

/** The dashboard's project columns (spec 2 section 2) with their sort names (section 7). */
export const projectColumns: Column<Project>[] = [
  { id: 'projectId', header: 'Project id', hidden: true, cell: (p) => p.projectId },
  { id: 'projectNumber', header: 'Levy no.', sortKey: 'projectNumber', cell: (p) => text(p.projectNumber) },
  { id: 'internalJobNumber', header: 'Internal job no.', sortKey: 'internalJobNumber', cell: (p) => text(p.internalJobNumber) },
  { id: 'descriptionOfWork', header: 'Description of work', sortKey: 'descriptionOfWork', cell: (p) => text(p.descriptionOfWorkName) },
  { id: 'suburb', header: 'Suburb', sortKey: 'suburb', cell: (p) => text(p.suburb) },
  { id: 'notificationDate', header: 'Notification date', sortKey: 'notificationDate', cell: (p) => formatDate(p.notificationDate) },
  { id: 'estimatedStartDate', header: 'Start date', sortKey: 'estimatedStartDate', cell: (p) => formatDate(p.estimatedStartDate) },
  { id: 'estimatedFinishDate', header: 'Completion date', sortKey: 'estimatedFinishDate', cell: (p) => formatDate(p.estimatedFinishDate) },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (p) => projectStatusLabel(p.status) },
  { id: 'projectPaymentStatus', header: 'Payment status', sortKey: 'projectPaymentStatus', cell: (p) => paymentStatusLabel(p.projectPaymentStatus) },
];

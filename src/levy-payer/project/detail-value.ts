import { formatDate, formatFact, formatMoney } from '../../../engine/core/display-format.ts';
import { readPointer } from '../../../engine/core/pointer.ts';
import type { Project } from '../../api/types.ts';
import { exemptionTypeLabel, paymentStatusLabel, projectStatusLabel } from '../project-labels.ts';
import type { DetailRow } from './detail-rows.ts';

/** Names of the lookups a project refers to by id (GET /api/lookup/1 and /2). */
export interface LookupNames {
  typesOfWork: ReadonlyMap<unknown, string>;
  councils: ReadonlyMap<unknown, string>;
}

const MISSING = '-';

/** How a row's value displays: '-' when missing, names for lookup ids (never the id). */
export function detailValue(project: Project, row: DetailRow, names: LookupNames): string {
  const value = readPointer({ project }, row.pointer);
  switch (row.format) {
    case 'date':
      return formatDate(value);
    case 'money':
      return formatMoney(value);
    case 'yesNo':
      return value === true ? 'Yes' : value === false ? 'No' : MISSING;
    case 'projectStatus':
      return projectStatusLabel(value as string | null);
    case 'paymentStatus':
      return paymentStatusLabel(value as string | null);
    case 'exemptionType':
      return exemptionTypeLabel(value);
    case 'typeOfWork':
      return names.typesOfWork.get(value) ?? MISSING;
    case 'council':
      return names.councils.get(value) ?? MISSING;
    default:
      return formatFact(value);
  }
}

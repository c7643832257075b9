import { describe, expect, it } from 'vitest';
import type { Project } from '../../api/types.ts';
import { showsRow } from './detail-value.ts';

describe('which detail rows show', () => {
  const project = { projectId: 'p1', lotNumber: '12', planNumber: ' ', purchaseOrderNo: null } as unknown as Project;

  it('shows a row with no condition whatever it holds', () => {
    expect(showsRow(project, { label: 'Purchase order', pointer: '/project/purchaseOrderNo' })).toBe(true);
  });

  it('shows a row shown only when set while its value is there, not when missing, null or blank', () => {
    expect(showsRow(project, { label: 'Lot', pointer: '/project/lotNumber', onlyWhenSet: true })).toBe(true);
    for (const field of ['planNumber', 'purchaseOrderNo', 'absent']) expect(showsRow(project, { label: field, pointer: `/project/${field}`, onlyWhenSet: true })).toBe(false);
  });
});

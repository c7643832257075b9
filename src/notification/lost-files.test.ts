import { describe, expect, it } from 'vitest';
import { dropLostFiles, filesFieldPointers, stepOfPointer } from './lost-files.ts';
import type { SessionDraft } from './session-draft.ts';

const ui = {
  buildingDetails: { ownerBuilderPermitFiles: { 'ui:field': 'files' }, ownerBuilderPermit: { 'ui:widget': 'yesNo' } },
  costOfWork: { exemptionFiles: { 'ui:field': 'files' } },
  payment: { instalmentFiles: { 'ui:field': 'files' }, certification: { 'ui:field': 'certification' } },
};
const pointers = filesFieldPointers(ui);
const permit = { fileName: 'permit.pdf', mimeType: 'application/pdf', sizeBytes: 1200 };
const base: SessionDraft = { formId: 'notification', formVersion: 1, projectId: 'new-project', projectNumber: null };

describe('files lost by a page load', () => {
  it('finds every files field in the UI schema', () => {
    expect(pointers).toEqual(['/buildingDetails/ownerBuilderPermitFiles', '/costOfWork/exemptionFiles', '/payment/instalmentFiles']);
    expect(stepOfPointer([{ id: 'building-details', dataPointer: '/buildingDetails' }, { id: 'cost-of-work', dataPointer: '/costOfWork' }], pointers[1])).toBe('cost-of-work');
  });

  it('drops the descriptions from the snapshot data and lists them to attach again; the rest is kept', () => {
    const snapshot = { value: 'summary', context: { data: { buildingDetails: { ownerBuilderPermit: true, ownerBuilderPermitNumber: 'OB-1', ownerBuilderPermitFiles: [permit] }, costOfWork: { totalCoW: 1, exemptionFiles: [] } } } };
    const restored = dropLostFiles({ ...base, snapshot }, pointers);
    const data = (restored.snapshot as typeof snapshot).context.data;
    expect(data.buildingDetails).toEqual({ ownerBuilderPermit: true, ownerBuilderPermitNumber: 'OB-1' });
    expect(data.costOfWork).toEqual({ totalCoW: 1, exemptionFiles: [] });
    expect(restored.lostFiles).toEqual({ '/buildingDetails/ownerBuilderPermitFiles': [permit] });
    expect((restored.snapshot as typeof snapshot).value).toBe('summary');
    // The draft given is not changed.
    expect(snapshot.context.data.buildingDetails.ownerBuilderPermitFiles).toEqual([permit]);
  });

  it('works on data-only drafts (resumed from the server) and keeps files already listed after another load', () => {
    const earlier = { fileName: 'old.pdf', mimeType: 'application/pdf', sizeBytes: 5 };
    const restored = dropLostFiles({ ...base, data: { payment: { instalmentFiles: [permit] } }, lostFiles: { '/payment/instalmentFiles': [earlier] } }, pointers);
    expect(restored.data).toEqual({ payment: {} });
    expect(restored.lostFiles).toEqual({ '/payment/instalmentFiles': [earlier, permit] });
    expect(dropLostFiles({ ...base, data: { buildingDetails: {} } }, pointers).lostFiles).toBeUndefined();
  });
});

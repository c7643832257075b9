import { describe, expect, it } from 'vitest';
import { filesFieldPointers } from '../../engine/core/index.ts';
import { dropLostFiles, stepOfPointer } from './lost-files.ts';
import type { SessionDraft } from './session-draft.ts';

const ui = {
  first: { permitFiles: { 'ui:field': 'files' }, permit: { 'ui:widget': 'yesNo' } },
  second: { evidenceFiles: { 'ui:field': 'files' } },
  third: { requestFiles: { 'ui:field': 'files' }, certification: { 'ui:field': 'certification' } },
};
const pointers = filesFieldPointers(ui);
const permit = { fileName: 'permit.pdf', mimeType: 'application/pdf', sizeBytes: 1200 };
const base: SessionDraft = { formId: 'test-wizard', formVersion: 1, projectId: 'new-project', projectNumber: null };

describe('files lost by a page load', () => {
  it('finds every files field in the UI schema', () => {
    expect(pointers).toEqual(['/first/permitFiles', '/second/evidenceFiles', '/third/requestFiles']);
    expect(stepOfPointer([{ id: 'first-step', dataPointer: '/first' }, { id: 'second-step', dataPointer: '/second' }], pointers[1])).toBe('second-step');
  });

  it('drops the descriptions from the snapshot data and lists them to attach again; the rest is kept', () => {
    const snapshot = { value: 'third-step', context: { data: { first: { permit: true, permitNumber: 'P-1', permitFiles: [permit] }, second: { total: 1, evidenceFiles: [] } } } };
    const restored = dropLostFiles({ ...base, snapshot }, pointers);
    const data = (restored.snapshot as typeof snapshot).context.data;
    expect(data.first).toEqual({ permit: true, permitNumber: 'P-1' });
    expect(data.second).toEqual({ total: 1, evidenceFiles: [] });
    expect(restored.lostFiles).toEqual({ '/first/permitFiles': [permit] });
    expect((restored.snapshot as typeof snapshot).value).toBe('third-step');
    // The draft given is not changed.
    expect(snapshot.context.data.first.permitFiles).toEqual([permit]);
  });

  it('works on data-only drafts (resumed from the server) and keeps files already listed after another load', () => {
    const earlier = { fileName: 'old.pdf', mimeType: 'application/pdf', sizeBytes: 5 };
    const restored = dropLostFiles({ ...base, data: { third: { requestFiles: [permit] } }, lostFiles: { '/third/requestFiles': [earlier] } }, pointers);
    expect(restored.data).toEqual({ third: {} });
    expect(restored.lostFiles).toEqual({ '/third/requestFiles': [earlier, permit] });
    expect(dropLostFiles({ ...base, data: { first: {} } }, pointers).lostFiles).toBeUndefined();
  });
});

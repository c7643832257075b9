import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearSubmitted, DRAFT_KEY, fitDraft, NEW_PROJECT_ID, readDraft, readSubmitted, startDraft, writeDraft, writeSubmitted } from './session-draft.ts';

describe('session draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts a new project with the literal id new-project', () => {
    const draft = startDraft('test-wizard', 1);
    expect(draft.projectId).toBe(NEW_PROJECT_ID);
    expect(readDraft()).toEqual(draft);
  });

  it('keeps the whole wizard state across a reload (it is JSON in session storage)', () => {
    const snapshot = { value: { second: {} }, context: { data: { second: { total: 200000 } }, stepStatus: { 'first-step': 'Complete' } } };
    writeDraft({ formId: 'test-wizard', formVersion: 1, projectId: 'p-1', projectNumber: 'N1', snapshot });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).snapshot).toEqual(snapshot);
    expect(readDraft()?.snapshot).toEqual(snapshot);
  });

  it('keeps the confirmation of a submission apart from the cleared draft, until a new notification starts', () => {
    const submission = { projectId: 'p-1', projectNumber: 'LV0000001', submittedOn: '2025-06-15', paymentReference: 'RCPT1', paymentDate: '2025-06-15T04:05:00.000Z' };
    writeSubmitted(submission);
    expect(readDraft()).toBeNull();
    expect(readSubmitted()).toEqual(submission);
    startDraft('test-wizard', 1);
    expect(readSubmitted()).toBeNull();
    writeSubmitted(submission);
    clearSubmitted();
    expect(readSubmitted()).toBeNull();
  });

  it('clears everything', () => {
    startDraft('test-wizard', 1);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
  });

  it('says what must be re-entered for a draft of another form version, keeping the rest', () => {
    const draft = { formId: 'test-wizard', formVersion: 0, projectId: 'p', projectNumber: null, data: { first: { name: 'X', code: '12' } } };
    const fitted = fitDraft(draft, { id: 'test-wizard', version: 1 }, () => [{ path: '/first/code', message: 'Enter the code.' }], 'Re-enter these.');
    expect(fitted?.data).toEqual({ first: { name: 'X' } });
    expect(fitted?.reEnter).toEqual([{ path: '/first/code', message: 'Enter the code.' }]);
    expect(fitted?.notice).toBe('Re-enter these.');
    expect(fitted?.snapshot).toBeUndefined();
  });

  it('leaves the revision a draft was made with behind when it moves to another form version', () => {
    const draft = { formId: 'test-wizard', formVersion: 0, moduleUrl: '/studio-modules/0123abcd.js', projectId: 'p', projectNumber: null, data: {} };
    expect(fitDraft(draft, { id: 'test-wizard', version: 1 }, () => [], '')?.moduleUrl).toBeUndefined();
    expect(fitDraft({ ...draft, formVersion: 1 }, { id: 'test-wizard', version: 1 }, () => [], '')?.moduleUrl).toBe(draft.moduleUrl);
  });

  it('keeps a draft of the same version as it is and refuses another form', () => {
    const draft = { formId: 'test-wizard', formVersion: 1, projectId: 'p', projectNumber: null, snapshot: { a: 1 } };
    expect(fitDraft(draft, { id: 'test-wizard', version: 1 }, () => [], '')).toBe(draft);
    expect(fitDraft(draft, { id: 'other', version: 1 }, () => [], '')).toBeNull();
  });
});

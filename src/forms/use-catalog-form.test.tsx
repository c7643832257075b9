/** A catalog form's entries kept in the tab's session (`keepAs`), on the test-only change form. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { compileTestChangeForm } from '../../engine/core/test-form.ts';
import { keptEntriesKey } from './kept-entries.ts';
import { useCatalogForm } from './use-catalog-form.ts';

const form = compileTestChangeForm();
const context = { project: { projectId: 'p-1', projectNumber: 'LV0900001', estimatedStartDate: '2026-07-01' } };
const key = keptEntriesKey(form, 'user-1', '/levies-payer-portal/project/p-1/test-change');
const open = (keep = true) => renderHook(() => useCatalogForm(form, context, keep ? { keepAs: key } : {}));

afterEach(() => sessionStorage.clear());

describe('useCatalogForm keeping what is entered', () => {
  it('reopens with what was entered before a reload, still counted as a change', () => {
    const first = open();
    act(() => first.result.current.onStepChange({ ...first.result.current.stepData, reason: 'Builder changed' }));
    first.unmount();
    const again = open();
    expect(again.result.current.data.reason).toBe('Builder changed');
    expect(again.result.current.dirty).toBe(true);
  });

  it('keeps only the fields the user changed, nothing once they are changed back, and nothing once sent', () => {
    const first = open();
    const opened = first.result.current.stepData;
    expect(sessionStorage.getItem(key)).toBeNull();
    act(() => first.result.current.onStepChange({ ...opened, reason: 'Builder changed' }));
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ reason: 'Builder changed' });
    act(() => first.result.current.onStepChange(opened));
    expect(sessionStorage.getItem(key)).toBeNull();
    act(() => first.result.current.onStepChange({ ...opened, reason: 'Builder changed' }));
    act(() => first.result.current.forgetEntries());
    expect(sessionStorage.getItem(key)).toBeNull();
    first.unmount();
    expect(open().result.current.data.reason).toBeUndefined();
  });

  it('keeps nothing for a form that does not ask it to', () => {
    const first = open(false);
    act(() => first.result.current.onStepChange({ ...first.result.current.stepData, reason: 'Builder changed' }));
    expect(sessionStorage.length).toBe(0);
  });
});

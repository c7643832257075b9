import { describe, expect, it } from 'vitest';
import { missingRequirement } from './action-requirements.ts';
import type { StepAction } from './types.ts';

const action: StepAction = {
  type: 'request',
  label: 'Work it out',
  endpoint: '/api/test/work',
  request: 'workRequest',
  response: 'workResponse',
  busyMessage: 'Working...',
  requires: [
    { field: '/when/start', message: 'Set a start first.' },
    { field: '/size', message: 'Set a size first.' },
  ],
};

describe('missingRequirement', () => {
  it('names the first requirement whose field is empty, and none once all hold', () => {
    expect(missingRequirement(action, {})?.message).toBe('Set a start first.');
    expect(missingRequirement(action, { when: { start: '' }, size: 3 })?.message).toBe('Set a start first.');
    expect(missingRequirement(action, { when: { start: '2027-01-10' }, size: null })?.message).toBe('Set a size first.');
    expect(missingRequirement(action, { when: { start: '2027-01-10' }, size: 0 })).toBeUndefined();
    expect(missingRequirement({ ...action, requires: undefined }, {})).toBeUndefined();
  });
});

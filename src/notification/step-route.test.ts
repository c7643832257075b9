import { describe, expect, it } from 'vitest';
import { assertStepId, isStepId, stepPath } from './step-route.ts';

describe('wizard step ids', () => {
  it('accepts the four step ids', () => {
    for (const id of ['building-details', 'cost-of-work', 'summary', 'payment']) expect(isStepId(id)).toBe(true);
    expect(stepPath('summary')).toBe('/levies-payer-portal/notify-new-project/summary');
  });

  it('raises an error for any other step id', () => {
    for (const id of ['success', 'pre-payment', 'Summary', '', undefined]) expect(() => assertStepId(id)).toThrow();
  });
});

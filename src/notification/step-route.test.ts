import { describe, expect, it } from 'vitest';
import type { FormManifest } from '../../engine/core/types.ts';
import { assertStepId, stepPath } from './step-route.ts';

const manifest = {
  id: 'test-wizard',
  version: 1,
  title: 'Test wizard',
  audience: 'Any',
  steps: [
    { id: 'first', title: 'First', dataPointer: '/first', sections: [] },
    { id: 'second', title: 'Second', dataPointer: '/second', sections: [] },
  ],
} satisfies FormManifest;

describe('wizard step routes', () => {
  it('accepts the form’s own step ids', () => {
    for (const id of ['first', 'second']) expect(() => assertStepId(manifest, id)).not.toThrow();
    expect(stepPath('second')).toBe('/levies-payer-portal/notify-new-project/second');
  });

  it('raises an error for any other step id', () => {
    for (const id of ['third', 'First', '', undefined]) expect(() => assertStepId(manifest, id)).toThrow();
  });
});

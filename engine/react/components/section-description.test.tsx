import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FormStep } from './form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

const schema = { type: 'object', properties: { amount: { type: 'number', title: 'Amount' } } } as const;
const sections = [
  { id: 'amounts', title: 'Amounts', description: 'Plain words about the amounts.', fields: ['amount'] },
  { id: 'not-worked-out', description: 'Amount not worked out (test)', notice: 'warning' as const },
];

describe("a section's description", () => {
  for (const layout of ['sections', 'accordion'] as const) {
    it(`is an alert box of the section's notice kind, a polite status, else text (${layout} layout)`, () => {
      const { step, validator } = makeStep(schema, { sections, ...(layout === 'accordion' && { layout }) });
      renderWithChakra(<FormStep step={step} validator={validator} uiSchema={{}} data={{}} onChange={() => {}} />);
      const alert = screen.getByRole('status');
      expect(within(alert).getByText('Amount not worked out (test)')).toBeTruthy();
      expect(alert.contains(screen.getByText('Plain words about the amounts.'))).toBe(false);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    firstName: { type: 'string', title: 'First name' },
    difference: { type: 'number', title: 'Difference' },
    startDate: { type: 'string', title: 'Start date' },
    nickname: { type: 'string', title: 'Nickname' },
  },
};
const uiSchema = {
  firstName: { 'ui:widget': 'text', 'ui:readonly': true },
  difference: { 'ui:widget': 'money', 'ui:readonly': true },
  startDate: { 'ui:widget': 'date' },
  nickname: { 'ui:widget': 'text' },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', fields: ['firstName', 'difference', 'startDate', 'nickname'] }] });

function renderStep(readonlyFields: string[] = []) {
  renderWithChakra(
    <FormStep step={step} validator={validator} uiSchema={uiSchema} data={{ firstName: 'Priya', difference: 12345.5, startDate: '2025-03-01' }} readonlyFields={readonlyFields} onChange={() => {}} />,
  );
}

describe('read-only fields', () => {
  it("look and announce read-only, read formatted, and are never '(optional)'", () => {
    renderStep(['/startDate']);
    const name = screen.getByLabelText('First name') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(name.getAttribute('aria-readonly')).toBe('true');
    expect(name.value).toBe('Priya');
    expect((screen.getByLabelText('Difference') as HTMLInputElement).value).toBe('$12,345.50');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('01/03/2025');
    // A field the user fills in keeps its mark.
    expect(screen.getByLabelText('Nickname (optional)')).toBeTruthy();
    expect(screen.queryByText('(optional)', { selector: 'label[for="root.firstName"] span' })).toBeNull();
  });

  it('look different from an editable field', () => {
    renderStep();
    // Shaded, without the box's border: its own style class, not the editable input's.
    expect(screen.getByLabelText('First name').className).not.toBe(screen.getByLabelText('Nickname (optional)').className);
  });

  it('reads as text named by its label, not in a box, with ui:options.asText', () => {
    const ui = { ...uiSchema, difference: { 'ui:widget': 'money', 'ui:readonly': true, 'ui:options': { asText: true } } };
    renderWithChakra(<FormStep step={step} validator={validator} uiSchema={ui} data={{ difference: 12345.5 }} onChange={() => {}} />);
    const amount = screen.getByLabelText('Difference');
    expect(amount.tagName).toBe('OUTPUT');
    expect(amount.textContent).toBe('$12,345.50');
    expect(screen.getByText('$12,345.50')).toBe(amount);
    expect(screen.queryByRole('textbox', { name: 'Difference' })).toBeNull();
    // Not read out as it changes, and the error summary's link can still take the user to it.
    expect(amount.getAttribute('aria-live')).toBe('off');
    amount.focus();
    expect(document.activeElement).toBe(amount);
  });
});

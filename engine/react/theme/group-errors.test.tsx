import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';

// A group (an object of fields) required as a whole: ajv-errors words its `required` failure, so
// the error's pointer is the object's, not any of its fields'.
const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name' },
    homeAddress: {
      type: 'object',
      title: 'Home address',
      properties: {
        street: { type: 'string', title: 'Street' },
        town: { type: 'string', title: 'Town' },
      },
      required: ['street', 'town'],
      errorMessage: { required: { street: 'Enter the street.', town: 'Enter the town.' } },
    },
  },
  required: ['name', 'homeAddress'],
  errorMessage: { required: { name: 'Enter your name.', homeAddress: 'Enter your home address.' } },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', title: 'About you', fields: ['name', 'homeAddress'] }] });

function renderStep(props: { submitCount?: number; data?: Record<string, unknown>; uiSchema?: Record<string, unknown> } = {}) {
  return renderWithChakra(
    <FormStep step={step} validator={validator} uiSchema={props.uiSchema ?? {}} data={props.data ?? { name: 'Ada' }} onChange={() => {}} submitCount={props.submitCount} />,
  );
}

describe("a group's own error", () => {
  it('shows inside the group after a failed submit, and describes the group', () => {
    renderStep({ submitCount: 1 });
    const group = screen.getByRole('group', { name: 'Home address' });
    const message = within(group).getByText('Enter your home address.');
    expect(message.id).toBeTruthy();
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('is not shown before the user has had a chance to fill in the group', () => {
    renderStep();
    const group = screen.getByRole('group', { name: 'Home address' });
    expect(within(group).queryByText('Enter your home address.')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows once a field of the group is left, as a field error does', async () => {
    const user = userEvent.setup();
    renderStep();
    const group = screen.getByRole('group', { name: 'Home address' });
    await user.click(screen.getByLabelText('Street'));
    await user.tab();
    expect(await within(group).findByText('Enter your home address.')).toBeTruthy();
  });

  it("has a summary link that moves focus to the group's first field", async () => {
    const user = userEvent.setup();
    renderStep({ submitCount: 1 });
    const summary = screen.getByRole('alert');
    await user.click(within(summary).getByRole('link', { name: /Enter your home address\./ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Street'));
  });

  it('goes once the group holds what it requires', () => {
    renderStep({ submitCount: 1, data: { name: 'Ada', homeAddress: { street: '1 Main St', town: 'Bly' } } });
    const group = screen.getByRole('group', { name: 'Home address' });
    expect(within(group).queryByText('Enter your home address.')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it("is said after the group's hint, which describes the group too", () => {
    renderStep({ submitCount: 1, uiSchema: { homeAddress: { 'ui:description': 'Where you live now.' } } });
    const group = screen.getByRole('group', { name: 'Home address' });
    const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Where you live now.', 'Enter your home address.']);
  });
});

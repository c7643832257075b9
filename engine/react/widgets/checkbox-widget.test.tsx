import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    newsletter: { type: 'boolean', title: 'Send me the newsletter' },
    nickname: { type: 'string', title: 'Nickname' },
  },
};
const uiSchema = { newsletter: { 'ui:widget': 'checkbox' }, nickname: { 'ui:widget': 'text' } };
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', fields: ['newsletter', 'nickname'] }] });

describe('a tick box', () => {
  it("is labelled by its text alone, never '(optional)': ticked or not, both are answers", () => {
    renderWithChakra(<FormStep step={step} validator={validator} uiSchema={uiSchema} data={{}} onChange={() => {}} />);
    expect((screen.getByLabelText('Send me the newsletter') as HTMLInputElement).type).toBe('checkbox');
    expect(screen.getByLabelText('Nickname (optional)')).toBeTruthy();
  });
});

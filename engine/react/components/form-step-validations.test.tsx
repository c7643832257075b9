import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import type { CompiledStep } from '../../core/types.ts';
import { FormStep } from './form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

// A change request's step: a reason and a required group of tick boxes, each box with its message.
const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    reason: { type: 'string', title: 'Reason', minLength: 1 },
    ticks: {
      type: 'object',
      title: 'Declarations',
      properties: {
        agreed: { type: 'boolean', title: 'I agree.', const: true, errorMessage: 'Please agree.' },
        signed: { type: 'boolean', title: 'I sign.', const: true, errorMessage: 'Please sign.' },
      },
      required: ['agreed', 'signed'],
      errorMessage: { required: { agreed: 'Please agree.', signed: 'Please sign.' } },
    },
  },
  required: ['reason', 'ticks'],
  errorMessage: { required: { reason: 'Please give a reason.', ticks: 'Please agree.' } },
};

/** The step with its validator counting its calls. */
function countedStep() {
  const form = makeStep(schema, { sections: [{ id: 'all', fields: ['reason', 'ticks'] }] });
  const validate = form.step.validate;
  const counted = Object.assign(
    (data: unknown) => {
      counted.calls++;
      const valid = validate(data);
      counted.errors = validate.errors;
      return valid;
    },
    { calls: 0, errors: null as CompiledStep['validate']['errors'] },
  );
  return { ...form, step: { ...form.step, validate: counted as unknown as CompiledStep['validate'] }, counted };
}

function Host({ step, validator }: Omit<ReturnType<typeof countedStep>, 'counted'>) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return <FormStep step={step} validator={validator} uiSchema={{ ticks: { 'ui:field': 'certification' } }} data={data} onChange={setData} showErrors />;
}

describe('FormStep: validations per keystroke', () => {
  it('validates once per committed keystroke while a required group of tick boxes is empty, and still reports it box by box', async () => {
    const { counted, ...form } = countedStep();
    const user = userEvent.setup();
    renderWithChakra(<Host {...form} />);
    const reason = await screen.findByLabelText('Reason');
    expect(await screen.findByText('Please sign.')).toBeTruthy();
    expect(screen.getByText('Please agree.')).toBeTruthy();
    for (const [index, key] of ['a', 'b', 'c'].entries()) {
      const before = counted.calls;
      await user.type(reason, key);
      await waitFor(() => expect((reason as HTMLTextAreaElement | HTMLInputElement).value).toBe('abc'.slice(0, index + 1)));
      // The typed text is committed after a short pause; then the step is validated again.
      await waitFor(() => expect(counted.calls).toBeGreaterThan(before));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(counted.calls - before, `validations for key ${key}`).toBe(1);
    }
    expect(screen.getByText('Please agree.')).toBeTruthy();
    expect(screen.getByText('Please sign.')).toBeTruthy();
  });
});

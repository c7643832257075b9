import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCatalogAjv } from '../../core/ajv-options.ts';
import { collectConditions, conditionKey } from '../../core/condition-key.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../core/types.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { StepFrame } from './step-frame.tsx';
import { useFormMachine } from './use-form-machine.ts';

const schema = {
  $id: 'runner-test',
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      title: 'Who are you?',
      enum: ['a', 'b'],
      errorMessage: 'Please choose A or B.',
    },
    name: { type: 'string', title: 'Name', minLength: 1, errorMessage: 'Please enter a name.' },
    extraInfo: { type: 'string', title: 'Extra info' },
  },
  required: ['kind', 'name'],
  errorMessage: { required: { kind: 'Please choose A or B.', name: 'Please enter a name.' } },
};

const isB = { type: 'object', properties: { data: { properties: { kind: { const: 'b' } }, required: ['kind'] } } };
const notB = { type: 'object', properties: { data: { properties: { kind: { not: { const: 'b' } } } } } };
const hasKind = { type: 'object', properties: { data: { required: ['kind'] } } };

const machine = {
  id: 'runner-test',
  initial: 'choose',
  states: {
    choose: { tags: ['step:choose'], on: { NEXT: { target: 'details', guard: { type: 'dataMatches', params: { schema: hasKind } } } } },
    details: {
      tags: ['step:details'],
      type: 'parallel',
      on: { BACK: 'choose', NEXT: { target: '.phase.submitting', guard: { type: 'formValid' } } },
      states: {
        extra: {
          initial: 'hidden',
          states: {
            hidden: { always: { target: 'shown', guard: { type: 'dataMatches', params: { schema: isB } } } },
            shown: { tags: ['section:extra', 'section:note', 'readonly:/name'], always: { target: 'hidden', guard: { type: 'dataMatches', params: { schema: notB } } } },
          },
        },
        phase: { initial: 'editing', states: { editing: {}, submitting: { tags: ['submit'], on: { SUBMIT_FAILED: 'editing' } } } },
      },
    },
  },
};

const manifest: FormManifest = {
  id: 'runner-test',
  version: 1,
  title: 'Runner test',
  audience: 'Any',
  steps: [
    { id: 'choose', title: 'Choose', dataPointer: '', sections: [{ id: 'choose', fields: ['kind'] }] },
    {
      id: 'details',
      title: 'Your details',
      dataPointer: '',
      nextLabel: 'Submit',
      sections: [
        { id: 'main', fields: ['name'] },
        { id: 'extra', fields: ['extraInfo'], conditional: true },
        { id: 'note', description: 'Bs get a note.', conditional: true },
      ],
    },
  ],
};

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  const conditions = Object.fromEntries(collectConditions(machine).map((c) => [conditionKey(c), ajv.compile(c) as unknown as CompiledValidate]));
  const steps = Object.fromEntries(
    manifest.steps.map((step) => [step.id, { manifest: step, schema, validate, rjsfValidateFns: { 'runner-test': validate } }]),
  );
  return { manifest, schema, uiSchema: { kind: { 'ui:widget': 'choiceCards', 'ui:enumNames': ['I am an A', 'I am a B'] } }, machine, validate, steps, conditions };
}

const form = compile();

function Harness({ onSubmit, data = {} }: { onSubmit?: (data: Record<string, unknown>) => Promise<boolean>; data?: Record<string, unknown> }) {
  const handle = useFormMachine(form, { data });
  return <StepFrame machine={handle} onSubmit={onSubmit} />;
}

describe('StepFrame: the generic multi-step runner', () => {
  it('shows only the current step; Next on an invalid step shows the error summary and stays', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness />);
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Who are you?' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please choose A or B.');
    expect(summary.textContent).not.toContain('Please enter a name.');
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
  });

  it('moves on by the machine, shows conditional sections and read-only fields from its tags, and goes back', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness data={{ name: 'Kim' }} />);
    await user.click(screen.getByLabelText('I am a B'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { name: 'Your details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('group', { name: 'Who are you?' })).toBeNull();
    expect(screen.getByLabelText(/Extra info/)).toBeTruthy();
    expect(screen.getByText('Bs get a note.')).toBeTruthy();
    expect(screen.getByLabelText('Name').hasAttribute('readonly')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByLabelText('I am an A'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your details' });
    expect(screen.queryByLabelText(/Extra info/)).toBeNull();
    expect(screen.queryByText('Bs get a note.')).toBeNull();
    expect(screen.getByLabelText('Name').hasAttribute('readonly')).toBe(false);
  });

  it('submits once in the state tagged submit, and returns to editing when the submission fails', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithChakra(<Harness data={{ kind: 'a' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your details' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a name.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'a', name: 'Kim' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);

    await act(async () => finish(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

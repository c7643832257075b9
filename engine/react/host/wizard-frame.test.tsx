import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCatalogAjv } from '../../core/ajv-options.ts';
import { collectConditions, conditionKey } from '../../core/condition-key.ts';
import { hostConditions } from '../../core/host.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../core/types.ts';
import { AppToaster } from '../components/app-toaster.tsx';
import { renderWithChakra } from '../testing/render.tsx';
import { useFormMachine } from '../runner/use-form-machine.ts';
import { CapabilitiesProvider, type HostCapabilities } from './capabilities.tsx';
import { WizardFrame } from './wizard-frame.tsx';

const schema = {
  $id: 'frame-test',
  type: 'object',
  properties: {
    kind: { type: 'string', title: 'Who are you?', enum: ['a', 'b'], errorMessage: 'Please choose A or B.' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 10, errorMessage: 'Your name, please.' },
    extraInfo: { type: 'string', title: 'Extra info' },
  },
  required: ['kind', 'name'],
  errorMessage: { required: { kind: 'Please choose A or B.', name: 'Your name, please.' } },
};

const isB = { type: 'object', properties: { data: { properties: { kind: { const: 'b' } }, required: ['kind'] } } };
const notB = { type: 'object', properties: { data: { properties: { kind: { not: { const: 'b' } } } } } };
const hasKind = { type: 'object', properties: { data: { required: ['kind'] } } };

const machine = {
  id: 'frame-test',
  initial: 'choose',
  states: {
    choose: { tags: ['step:choose'], on: { NEXT: { target: 'details', guard: { type: 'dataMatches', params: { schema: hasKind } } } } },
    details: {
      tags: ['step:details'],
      type: 'parallel',
      on: { BACK: 'choose', SUBMIT: { target: 'done', guard: { type: 'formValid' } } },
      states: {
        extra: {
          initial: 'hidden',
          states: {
            hidden: { always: { target: 'shown', guard: { type: 'dataMatches', params: { schema: isB } } } },
            shown: { tags: ['section:extra', 'section:note', 'readonly:/name'], always: { target: 'hidden', guard: { type: 'dataMatches', params: { schema: notB } } } },
          },
        },
      },
    },
    done: { type: 'final', tags: ['step:details'] },
  },
};

const manifest: FormManifest = {
  id: 'frame-test',
  version: 1,
  title: 'Frame test',
  audience: 'Any',
  payloads: { ask: { who: { from: '/name' }, fixed: { value: 0 } }, answer: { '/extraInfo': { from: '/result' } } },
  messages: { blockedNote: 'Finish the step first.', submit: 'Send it', submitWarning: 'Paying takes a while.' },
  disableInvalidNext: true,
  steps: [
    { id: 'choose', title: 'Choose', dataPointer: '', saveBeforeNext: { field: '/kind', equals: 'b' }, sections: [{ id: 'choose', fields: ['kind'] }] },
    {
      id: 'details',
      title: 'Your details',
      dataPointer: '',
      submitWhen: true,
      embed: { capability: 'cardPayment', form: 'card-form', when: { field: '/kind', equals: 'b' } },
      actions: [{ type: 'request', label: 'Work it out', endpoint: '/calc', request: 'ask', response: 'answer', busyMessage: 'Working...', requires: [{ field: '/name', message: 'Name first.' }] }],
      sections: [
        { id: 'main', fields: ['name'] },
        { id: 'extra', fields: ['extraInfo'], conditional: true },
        { id: 'note', description: 'Bs get a note.', conditional: true },
      ],
    },
  ],
};

function compile(manifest: FormManifest): CompiledForm {
  const ajv = createCatalogAjv();
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  const conditions = Object.fromEntries([...collectConditions(machine), ...hostConditions(manifest)].map((c) => [conditionKey(c), ajv.compile(c) as unknown as CompiledValidate]));
  const steps = Object.fromEntries(manifest.steps.map((step) => [step.id, { manifest: step, schema, validate, rjsfValidateFns: { 'frame-test': validate } }]));
  return { manifest, schema, uiSchema: { kind: { 'ui:widget': 'choiceCards', 'ui:enumNames': ['I am an A', 'I am a B'] } }, machine, validate, steps, conditions };
}

const form = compile(manifest);
const lenientForm = compile({ ...manifest, disableInvalidNext: undefined });

const capabilities = (request: HostCapabilities['request']): HostCapabilities => ({
  abnLookup: async () => null,
  fieldCheck: async () => false,
  addressSearch: async () => [],
  uploadFiles: async () => ({ failed: 0 }),
  refresh: async () => {},
  request,
});

interface HarnessProps {
  onSubmit?: (data: Record<string, unknown>) => Promise<boolean>;
  data?: Record<string, unknown>;
  lenient?: boolean;
  onSaveBeforeNext?: () => Promise<boolean>;
  blockedReason?: string;
  onBackOut?: () => void;
}

const embeds = { cardPayment: (embed: { form: string }) => <p>{`Embedded ${embed.form}`}</p> };

function Harness({ onSubmit = async () => true, data = {}, lenient = false, onSaveBeforeNext, blockedReason, onBackOut }: HarnessProps) {
  const handle = useFormMachine(lenient ? lenientForm : form, { data });
  const [busy, setBusy] = useState('');
  const submit = async (values: Record<string, unknown>) => {
    setBusy('submitting');
    try {
      return await onSubmit(values);
    } finally {
      setBusy('');
    }
  };
  return (
    <>
      <WizardFrame machine={handle} onSubmit={submit} busy={busy} onSaveBeforeNext={onSaveBeforeNext} embeds={embeds} blockedReason={handle.step?.id === 'details' ? blockedReason : undefined} onBackOut={onBackOut} />
      <p data-testid="extra">{String(handle.data.extraInfo ?? '')}</p>
    </>
  );
}

function renderFrame(props: Parameters<typeof Harness>[0] = {}, request: HostCapabilities['request'] = async <T,>() => ({}) as T) {
  return renderWithChakra(
    <CapabilitiesProvider value={capabilities(request)}>
      <Harness {...props} />
      <AppToaster />
    </CapabilitiesProvider>,
  );
}

/** The second step's title, then its fields and buttons, which mount in a background render after it. */
async function detailsStepShown() {
  await screen.findByRole('heading', { name: 'Your details' });
  await screen.findByLabelText('Name');
}

describe('WizardFrame: the one frame of multi-step forms', () => {
  it('shows only the current step; Next on an invalid step is marked disabled, says why, and shows the error summary', async () => {
    const user = userEvent.setup();
    renderFrame();
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Finish the step first.')).toBeTruthy();
    // Beside the form's own note, what is still missing on this step, by the field's title.
    const detail = screen.getByText('To continue, complete: Who are you?');
    expect(next.getAttribute('aria-describedby')?.split(' ')).toContain(detail.id);

    // Still focusable and pressable: the press shows what is missing.
    await user.click(next);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please choose A or B.');
    expect(summary.textContent).not.toContain('Your name, please.');
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
  });

  it("offers Back on the first step when the host has a page to go back to, and leaves the machine where it is", async () => {
    const user = userEvent.setup();
    const onBackOut = vi.fn();
    renderFrame({ onBackOut });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBackOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
  });

  it('leaves the primary button enabled when the form does not disable it, a press showing the error summary', async () => {
    const user = userEvent.setup();
    renderFrame({ lenient: true });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByText('Finish the step first.')).toBeNull();
    await user.click(next);
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose A or B.');
  });

  it('moves on by the machine, shows conditional sections and turns off the fields its tags name, and goes back', async () => {
    const user = userEvent.setup();
    renderFrame({ data: { name: 'Kim' } });
    await user.click(screen.getByLabelText('I am a B'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { name: 'Your details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByLabelText(/Extra info/)).toBeTruthy();
    expect(screen.getByText('Bs get a note.')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByLabelText('I am an A'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(screen.queryByLabelText(/Extra info/)).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', false);
  });

  it('submits a valid form once on a step whose submitWhen holds, disabled while it runs, and stays when it fails', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderFrame({ data: { kind: 'a' }, onSubmit });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();

    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your name, please.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'a', name: 'Kim' }));
    expect(screen.getByRole('button', { name: 'Send it' })).toHaveProperty('disabled', true);

    await act(async () => finish(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send it' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('saves before Next while the step says so, and moves on only once saved', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => false);
    renderFrame({ data: { kind: 'b' }, onSaveBeforeNext: save });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
    save.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not save before Next while the condition does not hold, and embeds nothing then', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => true);
    renderFrame({ data: { kind: 'a' }, onSaveBeforeNext: save });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByText('Embedded card-form')).toBeNull();
  });

  it("shows the host's embed while its condition holds, and the host's reason blocks the primary button", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderFrame({ data: { kind: 'b', name: 'Kim' }, onSubmit, onSaveBeforeNext: async () => true, blockedReason: 'The payment is not ready.' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(screen.getByText('Embedded card-form')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send it' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The payment is not ready.')).toBeTruthy();
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs a step action: its requirement first, then the mapped request, and writes the mapped answer into the data', async () => {
    const user = userEvent.setup();
    const request = vi.fn(async () => ({ result: 'forty-two' }) as never);
    renderFrame({ data: { kind: 'a' } }, request);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Work it out' }));
    expect(await screen.findByText('Name first.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Work it out' }));
    await waitFor(() => expect(screen.getByTestId('extra').textContent).toBe('forty-two'));
    expect(request).toHaveBeenCalledWith('/calc', { method: 'POST', body: { who: 'Kim', fixed: 0 } });
  });

  it('sends no step action while a field its payload reads is invalid: the step shows its errors as a failed Next does', async () => {
    const user = userEvent.setup();
    const request = vi.fn(async () => ({ result: 'forty-two' }) as never);
    renderFrame({ data: { kind: 'a', name: 'Kimberley-Anne' } }, request);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Work it out' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain('Your name, please.'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByTestId('extra').textContent).toBe('');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Work it out' }));
    await waitFor(() => expect(screen.getByTestId('extra').textContent).toBe('forty-two'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('warns about a payment above a submitting step only while its paying embed applies', async () => {
    const user = userEvent.setup();
    renderFrame({ data: { kind: 'a', name: 'Kim' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(screen.getByRole('button', { name: 'Send it' })).toBeTruthy();
    expect(screen.queryByText('Paying takes a while.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByLabelText('I am a B'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsStepShown();
    expect(screen.getByText('Embedded card-form')).toBeTruthy();
    expect(screen.getByText('Paying takes a while.')).toBeTruthy();
  });
});

describe('WizardFrame: a step whose data is an object of its own', () => {
  // A test-only form: its one step holds `/last`; a form rule (on data outside the step) requires
  // one of the step's fields, before anything has been entered in the step.
  const lastSchema = {
    $id: 'frame-nested-last',
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', minLength: 1 }, doc: { type: 'string', title: 'Document', minLength: 1 } },
    required: ['name'],
  };
  const nestedSchema = {
    $id: 'frame-nested',
    type: 'object',
    properties: { first: { type: 'object', properties: { kind: { type: 'string' } } }, last: lastSchema },
    allOf: [{ if: { properties: { first: { properties: { kind: { const: 'b' } }, required: ['kind'] } }, required: ['first'] }, then: { properties: { last: { required: ['doc'] } } } }],
  };
  const nestedMachine = {
    id: 'frame-nested',
    initial: 'last',
    states: { last: { tags: ['step:last'], on: { SUBMIT: { target: 'done', guard: { type: 'formValid' } } } }, done: { type: 'final', tags: ['step:last'] } },
  };
  const nestedManifest: FormManifest = {
    id: 'frame-nested',
    version: 1,
    title: 'Nested test',
    audience: 'Any',
    messages: { blockedNote: 'Finish the step first.' },
    disableInvalidNext: true,
    steps: [{ id: 'last', title: 'Last', dataPointer: '/last', submitWhen: true, sections: [{ id: 'main', fields: ['name', 'doc'] }] }],
  };
  const ajv = createCatalogAjv();
  const validate = ajv.compile(nestedSchema) as unknown as CompiledValidate;
  const stepValidate = ajv.compile({ ...lastSchema, $id: 'frame-nested-last-step' }) as unknown as CompiledValidate;
  const nestedForm: CompiledForm = {
    manifest: nestedManifest,
    schema: nestedSchema,
    uiSchema: {},
    machine: nestedMachine,
    validate,
    steps: { last: { manifest: nestedManifest.steps[0], schema: lastSchema, validate: stepValidate, rjsfValidateFns: { 'frame-nested-last': stepValidate } } },
    conditions: {},
  };

  function NestedHarness() {
    const handle = useFormMachine(nestedForm, { data: { first: { kind: 'b' } } });
    return <WizardFrame machine={handle} onSubmit={async () => true} />;
  }

  it("names what a form rule requires of the step's fields before anything is entered in it", async () => {
    renderWithChakra(
      <CapabilitiesProvider value={capabilities(async <T,>() => ({}) as T)}>
        <NestedHarness />
      </CapabilitiesProvider>,
    );
    await screen.findByLabelText('Name', { exact: false });
    expect(screen.getByText('To submit, complete: Name; Document.')).toBeTruthy();
  });
});

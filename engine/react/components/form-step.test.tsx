import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from './form-step.tsx';
import { keepUnrenderedFields } from './step-layout.ts';
import { COMMIT_DELAY_MS } from '../widgets/use-buffered-value.ts';
import { FileStore } from '../files/file-store.ts';
import { makeStep, testSchema, testUiSchema } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../theme/style-system.ts';
import type { AttachmentRules } from '../../core/types.ts';

const rules: AttachmentRules = { field: 'files', minFiles: 0, maxFiles: 2, maxFileSizeBytes: 1024, extensions: ['pdf', 'png'] };

const { step, validator } = makeStep(testSchema, {
  sections: [{ id: 'main', title: 'Main section', fields: ['reason', 'nickname', 'startDate', 'agree'], facts: [{ label: 'Current start date', pointer: '/project/start', format: 'date' }] }],
});
const context = { project: { start: '2025-03-01' } };

function Harness(props: { submitCount?: number; onData?: (d: Record<string, unknown>) => void; store?: FileStore }) {
  const [store] = useState(() => props.store ?? new FileStore());
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={testUiSchema}
      data={data}
      context={context}
      onChange={(d) => {
        setData(d);
        props.onData?.(d);
      }}
      submitCount={props.submitCount}
      fileStore={store}
      attachments={rules}
    />
  );
}

describe('FormStep', () => {
  it('names every control by its visible label and marks optional fields', () => {
    renderWithChakra(<Harness />);
    expect(screen.getByLabelText('Reason for change').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Nickname (optional)').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Start date')).toHaveProperty('type', 'date');
    expect(screen.getByRole('group', { name: 'Agree? (optional)' })).toBeTruthy();
    expect(screen.getByLabelText('Yes')).toHaveProperty('type', 'radio');
    expect(screen.getByLabelText('I certify it is true.')).toMatchObject({ type: 'checkbox', checked: false });
    expect(screen.getByLabelText('I declare it.')).toMatchObject({ type: 'checkbox', checked: false });
    expect(screen.getByRole('heading', { name: 'Main section' })).toBeTruthy();
    expect(screen.getByText('01/03/2025')).toBeTruthy();
  });

  it('shows a field error only after the field is blurred, tied to the control', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness />);
    const reason = screen.getByLabelText('Reason for change');
    expect(screen.queryByText('Please enter a reason')).toBeNull();
    await user.click(reason);
    await user.tab();
    const message = await screen.findByText('Please enter a reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(message.id);
    // Other untouched fields stay quiet.
    expect(screen.queryByText('Please enter a date.')).toBeNull();
    await user.type(reason, 'Delayed permit');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Please enter a reason')).toBeNull());
    expect((reason as HTMLTextAreaElement).value).toBe('Delayed permit');
  });

  it('reveals a blur error only after a pressed pointer is released, so what is below does not move under it', async () => {
    renderWithChakra(<Harness />);
    const reason = screen.getByLabelText('Reason for change');
    reason.focus();
    fireEvent.pointerDown(document.body);
    reason.blur();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Please enter a reason')).toBeNull();
    fireEvent.pointerUp(document.body);
    expect(await screen.findByText('Please enter a reason')).toBeTruthy();
  });

  it('clears a fixed error only after a pressed pointer is released, so the box pressed below it does not move away', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness />);
    const reason = screen.getByLabelText('Reason for change');
    await user.click(reason);
    await user.tab();
    await screen.findByText('Please enter a reason');
    reason.focus();
    fireEvent.change(reason, { target: { value: 'Delayed permit' } });
    fireEvent.pointerDown(document.body);
    reason.blur();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Please enter a reason')).not.toBeNull();
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(screen.queryByText('Please enter a reason')).toBeNull());
  });

  it("keeps the error summary as it is while a pointer is pressed, so the button pressed below it does not move away", async () => {
    renderWithChakra(<Harness submitCount={1} />);
    const summary = await screen.findByRole('alert');
    const entry = 'Main section – Reason for change: Please enter a reason';
    expect(within(summary).getByRole('link', { name: entry })).toBeTruthy();
    const reason = screen.getByLabelText('Reason for change');
    reason.focus();
    fireEvent.change(reason, { target: { value: 'Delayed permit' } });
    fireEvent.pointerDown(document.body);
    reason.blur();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(screen.getByRole('alert')).queryByRole('link', { name: entry })).not.toBeNull();
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(within(screen.getByRole('alert')).queryByRole('link', { name: entry })).toBeNull());
  });

  it('commits typed text after an idle pause, not on every key', async () => {
    const onData = vi.fn();
    renderWithChakra(<Harness onData={onData} />);
    const nickname = screen.getByLabelText('Nickname (optional)');
    vi.useFakeTimers();
    try {
      onData.mockClear();
      fireEvent.change(nickname, { target: { value: 'Bo' } });
      fireEvent.change(nickname, { target: { value: 'Bob' } });
      expect((nickname as HTMLInputElement).value).toBe('Bob');
      expect(onData).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(onData).toHaveBeenCalled());
    expect(onData.mock.calls.at(-1)?.[0]).toMatchObject({ nickname: 'Bob' });
  });

  it('after a submit attempt shows the summary, focused, whose links focus the fields', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness submitCount={1} />);
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // Each entry names its section and field, in page order.
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Main section – Reason for change: Please enter a reason',
      'Main section – Start date: Please enter a date.',
      // Every unticked box at once: the declaration too, not only after the first box is ticked;
      // each named by its group, its message saying the rest.
      'Certification: Please certify.',
      'Certification: Please declare.',
    ]);
    const link = screen.getByRole('link', { name: 'Main section – Start date: Please enter a date.' });
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Start date'));
    await user.click(screen.getByRole('link', { name: 'Certification: Please declare.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('I declare it.'));
  });

  it('enforces the attachment rules with the uploader message and keeps File objects outside the data', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = new FileStore();
    const onData = vi.fn();
    renderWithChakra(<Harness store={store} onData={onData} />);
    const input = screen.getByTestId('root.files__input') as HTMLInputElement;
    const good = new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' });
    const bad = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    const big = new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' });
    await user.upload(input, [good, bad, big]);
    expect(await screen.findByText(/tool\.exe is not an allowed file type/)).toBeTruthy();
    expect(screen.getByText(/big\.png is larger than/)).toBeTruthy();
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(store.getSnapshot().map((e) => e.file)).toEqual([good]);
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0].files).toEqual([{ fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes: 5 }]));
    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(store.getSnapshot()).toEqual([]);
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0].files).toEqual([]));
  });

  it('shows server errors at their fields without a blur', async () => {
    const plain = makeStep(testSchema);
    renderWithChakra(
      <FormStep step={plain.step} validator={plain.validator} uiSchema={testUiSchema} data={{ reason: 'x', startDate: '2030-01-01' }} onChange={() => {}} serverErrors={[{ path: '/nickname', message: 'Taken already.' }]} />,
    );
    const msg = await screen.findByText('Taken already.');
    expect(screen.getByLabelText('Nickname (optional)').getAttribute('aria-describedby')).toContain(msg.id);
  });
});

describe('fields of hidden sections', () => {
  const withAddress = makeStep(
    {
      type: 'object',
      properties: {
        note: { type: 'string', title: 'Note' },
        sendPost: { type: 'boolean', title: 'Send by post?' },
        address: { type: 'object', title: 'Postal address', properties: { line: { type: 'string', title: 'Line' }, state: { type: 'string', title: 'State', default: 'QLD' } } },
      },
    },
    { sections: [{ id: 'main', fields: ['note', 'sendPost'] }, { id: 'post', fields: ['address'], visibleWhen: { field: '/sendPost', equals: true } }] },
  );

  function Addressed({ onData }: { onData: (d: Record<string, unknown>) => void }) {
    const [data, setData] = useState<Record<string, unknown>>({});
    return (
      <FormStep
        step={withAddress.step}
        validator={withAddress.validator}
        uiSchema={{ sendPost: { 'ui:widget': 'yesNo' } }}
        data={data}
        hiddenSections={data.sendPost === true ? [] : ['post']}
        onChange={(d) => {
          setData(d);
          onData(d);
        }}
      />
    );
  }

  it('keeps what the step holds for a field that is not rendered, whatever RJSF reports there', () => {
    const hidden = new Set(['address', 'gone']);
    const reported = { note: 'x', address: { state: 'QLD' }, gone: 1 };
    expect(keepUnrenderedFields(reported, { note: 'old', gone: 2 }, hidden)).toEqual({ note: 'x', gone: 2 });
    const untouched = { note: 'x' };
    expect(keepUnrenderedFields(untouched, {}, hidden)).toBe(untouched);
  });

  it("never lets a hidden section's schema defaults into the data, and lets them in once it shows", async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    renderWithChakra(<Addressed onData={onData} />);
    await user.type(screen.getByLabelText('Note (optional)'), 'Hello');
    await user.tab();
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toMatchObject({ note: 'Hello' }));
    expect(onData.mock.calls.every(([d]) => !('address' in d))).toBe(true);

    await user.click(screen.getByLabelText('Yes'));
    await user.type(await screen.findByLabelText('Line (optional)'), '1 Main St');
    await user.tab();
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0].address).toEqual({ line: '1 Main St', state: 'QLD' }));
  });
});

describe('a section shown or hidden while a pointer is pressed', () => {
  const withNotice = makeStep(
    { type: 'object', properties: { cost: { type: 'number', title: 'Cost' }, levy: { type: 'number', title: 'Levy' } } },
    { sections: [{ id: 'main', fields: ['cost', 'levy'] }, { id: 'not-calculated', description: 'Not calculated (test)', notice: 'warning', visibleWhen: { not: { field: '/levy' } } }] },
  );
  const shown = (hidden: string[]) => (
    <FormStep step={withNotice.step} validator={withNotice.validator} uiSchema={{}} data={{ cost: 5 }} hiddenSections={hidden} onChange={() => {}} />
  );

  it('moves the page only once it is released, so the button pressed below it stays put', async () => {
    const { rerender } = renderWithChakra(shown(['not-calculated']));
    expect(screen.queryByText('Not calculated (test)')).toBeNull();
    // Pressing a button leaves the cost just typed in: its change resets the levy, whose notice shows.
    fireEvent.pointerDown(document.body);
    rerender(<ChakraProvider value={getChakraSystem()}>{shown([])}</ChakraProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Not calculated (test)')).toBeNull();
    fireEvent.pointerUp(document.body);
    expect(await screen.findByText('Not calculated (test)')).toBeTruthy();
  });
});

describe('text typed into a section that then hides', () => {
  const withOther = makeStep(
    {
      type: 'object',
      properties: {
        kind: { type: 'string', title: 'Kind', enum: ['plain', 'other'] },
        otherKind: { type: 'string', title: 'Other kind' },
      },
    },
    { sections: [{ id: 'main', fields: ['kind'] }, { id: 'other', fields: ['otherKind'], visibleWhen: { field: '/kind', equals: 'other' } }] },
  );

  // The page hides the section and clears its field when another kind is chosen, as a machine's resetWhenHidden does.
  function Kinds({ onData }: { onData: (d: Record<string, unknown>) => void }) {
    const [data, setData] = useState<Record<string, unknown>>({ kind: 'other' });
    return (
      <FormStep
        step={withOther.step}
        validator={withOther.validator}
        uiSchema={{}}
        data={data}
        hiddenSections={data.kind === 'other' ? [] : ['other']}
        onChange={(d) => {
          // Cleared as the section hides, once (a machine resets on the transition, not on every change).
          const hiding = d.kind !== 'other' && data.kind === 'other';
          const next = hiding ? Object.fromEntries(Object.entries(d).filter(([name]) => name !== 'otherKind')) : d;
          setData(next);
          onData(next);
        }}
      />
    );
  }

  it('is not brought back by its pending commit when the section hides before the text was committed', async () => {
    const onData = vi.fn();
    renderWithChakra(<Kinds onData={onData} />);
    // Typed, with no pause and no blur: the text waits for its idle commit.
    fireEvent.change(screen.getByLabelText('Other kind (optional)'), { target: { value: 'Stale text' } });
    const plain = screen.getByRole('option', { name: 'plain' }) as HTMLOptionElement;
    fireEvent.change(screen.getByLabelText('Kind (optional)'), { target: { value: plain.value } });
    await waitFor(() => expect(screen.queryByLabelText('Other kind (optional)')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, COMMIT_DELAY_MS + 50));
    expect(onData.mock.calls.at(-1)?.[0]).toEqual({ kind: 'plain' });
  });
});

describe('fields of a section shown by data from outside the step', () => {
  const withAddress = makeStep(
    {
      type: 'object',
      properties: {
        note: { type: 'string', title: 'Note' },
        sendPost: { type: 'boolean', title: 'Send by post?' },
        address: { type: 'object', title: 'Postal address', properties: { line: { type: 'string', title: 'Line' }, state: { type: 'string', title: 'State', default: 'QLD' } } },
      },
    },
    { sections: [{ id: 'main', fields: ['note'] }, { id: 'post', fields: ['address'], visibleWhen: { field: '/sendPost', equals: true } }] },
  );

  // The page, not the step, decides to post (as a machine's derived value or a context copy does).
  function PostedByPage({ onData }: { onData: (d: Record<string, unknown>) => void }) {
    const [data, setData] = useState<Record<string, unknown>>({});
    const change = (d: Record<string, unknown>) => {
      setData(d);
      onData(d);
    };
    return (
      <>
        <button type="button" onClick={() => change({ ...data, sendPost: true })}>
          Post it
        </button>
        <FormStep step={withAddress.step} validator={withAddress.validator} uiSchema={{}} data={data} hiddenSections={data.sendPost === true ? [] : ['post']} onChange={change} />
      </>
    );
  }

  it("shows and holds the schema defaults of a section's fields the moment it shows", async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    renderWithChakra(<PostedByPage onData={onData} />);
    await user.type(screen.getByLabelText('Note (optional)'), 'Hello');
    await user.tab();
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toMatchObject({ note: 'Hello' }));
    expect(onData.mock.calls.every(([d]) => !('address' in d))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Post it' }));
    expect(await screen.findByLabelText('State (optional)')).toHaveProperty('value', 'QLD');
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toEqual({ note: 'Hello', sendPost: true, address: { state: 'QLD' } }));
  });
});

describe('a field the whole form requires although its schema does not', () => {
  const changesOnly = makeStep(
    { type: 'object', properties: { finish: { type: 'string', format: 'date', title: 'Finish date', errorMessage: 'Please pick a finish date.' } } },
    { sections: [{ id: 'main', fields: ['finish'] }] },
  );

  function Editing() {
    const [data, setData] = useState<Record<string, unknown>>({ finish: '2027-06-30' });
    return <FormStep step={changesOnly.step} validator={changesOnly.validator} uiSchema={{ finish: { 'ui:widget': 'date' } }} data={data} onChange={setData} requiredFields={['finish']} />;
  }

  it('shows its error once emptied and blurred, as its submission (null) would be refused', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Editing />);
    const finish = screen.getByLabelText('Finish date');
    await user.clear(finish);
    await user.tab();
    expect(await screen.findByText('Please pick a finish date.')).toBeTruthy();
    expect(finish.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a list the whole form requires, left empty', () => {
  const documents = makeStep(
    { type: 'object', properties: { files: { type: 'array', title: 'Documents', items: { type: 'string' } }, note: { type: 'string', title: 'Note' } } },
    { sections: [{ id: 'main', fields: ['files', 'note'] }] },
  );
  const view = (data: Record<string, unknown>) => (
    <FormStep
      step={documents.step}
      validator={documents.validator}
      uiSchema={{ files: { 'ui:widget': 'hidden' } }}
      data={data}
      onChange={() => undefined}
      submitCount={1}
      requiredFields={['files']}
      requiredMessages={{ files: 'Attach the documents.' }}
    />
  );

  it("shows the form's own message for it missing, not the step schema's word on an empty value's type", async () => {
    const shown = renderWithChakra(view({ note: 'x' }));
    expect((await screen.findAllByText(/Attach the documents\./)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/must be array/)).toBeNull();
    shown.unmount();
    renderWithChakra(view({ note: 'x', files: [] }));
    expect((await screen.findAllByText(/Attach the documents\./)).length).toBeGreaterThan(0);
  });

  it('shows nothing once it has an entry', () => {
    renderWithChakra(view({ note: 'x', files: ['a.pdf'] }));
    expect(screen.queryByText(/Attach the documents\./)).toBeNull();
  });
});

describe('fields another answer turns off (disabledFields)', () => {
  const pair = makeStep(
    { type: 'object', properties: { amount: { type: 'number', title: 'Amount' }, share: { type: 'number', title: 'Share' }, code: { type: 'string', title: 'Code' } } },
    { sections: [{ id: 'main', fields: ['amount', 'share', 'code'] }] },
  );

  it('show disabled while turned off, and editable again once not; a field read-only in the UI schema stays read-only, not disabled', () => {
    const ui = { code: { 'ui:readonly': true } };
    const view = (disabledFields: string[]) => (
      <FormStep step={pair.step} validator={pair.validator} uiSchema={ui} data={{ amount: 5, code: 'A1' }} onChange={() => undefined} disabledFields={disabledFields} />
    );
    const decided = renderWithChakra(view(['/share']));
    expect(screen.getByLabelText('Share (optional)')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Amount (optional)')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Code')).toMatchObject({ disabled: false, readOnly: true });
    decided.unmount();
    renderWithChakra(view([]));
    expect(screen.getByLabelText('Share (optional)')).toMatchObject({ disabled: false, readOnly: false });
  });
});

describe("fields of a section shown with its group reset to {}", () => {
  const withAddress = makeStep(
    {
      type: 'object',
      properties: {
        sendPost: { type: 'boolean', title: 'Send by post?' },
        address: { type: 'object', title: 'Postal address', properties: { line: { type: 'string', title: 'Line' }, state: { type: 'string', title: 'State', default: 'QLD' } } },
      },
    },
    { sections: [{ id: 'post', fields: ['address'], visibleWhen: { field: '/sendPost', equals: true } }] },
  );

  // As a form's `resets` does: the answer that shows the section also empties its group.
  function PostedWithReset({ onData }: { onData: (d: Record<string, unknown>) => void }) {
    const [data, setData] = useState<Record<string, unknown>>({ address: { line: '1 Old Street', state: 'NSW' } });
    const change = (d: Record<string, unknown>) => {
      setData(d);
      onData(d);
    };
    return (
      <>
        <button type="button" onClick={() => change({ sendPost: true, address: {} })}>
          Post it
        </button>
        <FormStep step={withAddress.step} validator={withAddress.validator} uiSchema={{}} data={data} hiddenSections={data.sendPost === true ? [] : ['post']} onChange={change} />
      </>
    );
  }

  it('fills the defaults into the emptied group, and nothing the step did not hold', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    renderWithChakra(<PostedWithReset onData={onData} />);
    await user.click(screen.getByRole('button', { name: 'Post it' }));
    expect(await screen.findByLabelText('State (optional)')).toHaveProperty('value', 'QLD');
    expect(screen.getByLabelText('Line (optional)')).toHaveProperty('value', '');
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toEqual({ sendPost: true, address: { state: 'QLD' } }));
  });
});

describe('a field that data from outside leaves without a value', () => {
  const addressed = makeStep({
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      address: { type: 'object', title: 'Postal address', properties: { line: { type: 'string', title: 'Line' }, state: { type: 'string', title: 'State', default: 'QLD' } } },
    },
  });

  // As clearing a lookup's details does once its ABN changes: the filled address is unset as a whole.
  function ClearedFromOutside({ onData }: { onData: (d: Record<string, unknown>) => void }) {
    const [data, setData] = useState<Record<string, unknown>>({ name: 'Acme', address: { line: '1 Looked-up Street', state: 'NSW' } });
    const change = (d: Record<string, unknown>) => {
      setData(d);
      onData(d);
    };
    return (
      <>
        <button type="button" onClick={() => change({ name: 'Acme' })}>
          Clear the address
        </button>
        <FormStep step={addressed.step} validator={addressed.validator} uiSchema={{}} data={data} onChange={change} />
      </>
    );
  }

  it('takes its schema defaults again, and keeps what the step holds elsewhere', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    renderWithChakra(<ClearedFromOutside onData={onData} />);
    expect(screen.getByLabelText('State (optional)')).toHaveProperty('value', 'NSW');
    await user.click(screen.getByRole('button', { name: 'Clear the address' }));
    await waitFor(() => expect(screen.getByLabelText('State (optional)')).toHaveProperty('value', 'QLD'));
    expect(screen.getByLabelText('Line (optional)')).toHaveProperty('value', '');
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toEqual({ name: 'Acme', address: { state: 'QLD' } }));
  });
});

describe('FormStep: no invented answers', () => {
  it('keeps every committed value when a later change goes through RJSF (a nested field)', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    renderWithChakra(<Harness onData={onData} />);
    await user.type(screen.getByLabelText('Reason for change'), 'Delayed permit');
    await user.type(screen.getByLabelText('Nickname (optional)'), 'Bob');
    await user.tab();
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toMatchObject({ reason: 'Delayed permit', nickname: 'Bob' }));
    await user.click(screen.getByLabelText('I certify it is true.'));
    await waitFor(() => expect(onData.mock.calls.at(-1)?.[0]).toMatchObject({ reason: 'Delayed permit', nickname: 'Bob', certification: { certified: true } }));
    expect(screen.getByLabelText('Reason for change')).toHaveProperty('value', 'Delayed permit');
    expect(screen.getByLabelText('Nickname (optional)')).toHaveProperty('value', 'Bob');
  });

  it("treats an older report handed back late as the step's own echo, never as data that puts older text back", async () => {
    const user = userEvent.setup();
    function LateEcho() {
      const [data, setData] = useState<Record<string, unknown>>({});
      const [reports] = useState<Record<string, unknown>[]>([]);
      return (
        <>
          <button type="button" onClick={() => setData(reports.at(-2)!)}>
            Hand back the report before last
          </button>
          <FormStep
            step={step}
            validator={validator}
            uiSchema={testUiSchema}
            data={data}
            onChange={(d) => {
              reports.push(d);
              setData(d);
            }}
          />
        </>
      );
    }
    renderWithChakra(<LateEcho />);
    const nickname = screen.getByLabelText('Nickname (optional)');
    await user.type(nickname, 'Bob');
    await user.tab();
    await user.type(nickname, 'by');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Hand back the report before last' }));
    expect(nickname).toHaveProperty('value', 'Bobby');
  });

  it('applies a condition of the step when a field it reads changes', async () => {
    const user = userEvent.setup();
    const conditional = makeStep(
      { ...testSchema, allOf: [{ if: { properties: { agree: { const: true } }, required: ['agree'] }, then: { required: ['nickname'] } }] },
      { sections: [{ id: 'main', fields: ['reason', 'agree', 'nickname'] }] },
    );
    function Conditional() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return <FormStep step={conditional.step} validator={conditional.validator} uiSchema={testUiSchema} data={data} onChange={setData} />;
    }
    renderWithChakra(<Conditional />);
    await user.type(screen.getByLabelText('Reason for change'), 'Delayed permit');
    await user.click(screen.getByLabelText('Yes'));
    expect(await screen.findByLabelText('Nickname')).toBeTruthy();
    expect(screen.queryByLabelText('Nickname (optional)')).toBeNull();
    expect(screen.getByLabelText('Reason for change')).toHaveProperty('value', 'Delayed permit');
  });

  it('leaves a required yes/no question unanswered until the user answers it', async () => {
    const schema = { type: 'object' as const, properties: { sure: { type: 'boolean' as const, title: 'Are you sure?' } }, required: ['sure'] };
    const made = makeStep(schema, { sections: [{ id: 'main', fields: ['sure'] }] });
    const seen: Record<string, unknown>[] = [];
    function YesNoHarness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <FormStep
          step={made.step}
          validator={made.validator}
          uiSchema={{ sure: { 'ui:widget': 'yesNo' } }}
          data={data}
          onChange={(d) => {
            seen.push(d);
            setData(d);
          }}
        />
      );
    }
    renderWithChakra(<YesNoHarness />);
    const group = await screen.findByRole('group', { name: 'Are you sure?' });
    const [yes, no] = [within(group).getByLabelText('Yes'), within(group).getByLabelText('No')] as HTMLInputElement[];
    expect(yes.checked || no.checked).toBe(false);
    await userEvent.click(no);
    await waitFor(() => expect(seen.at(-1)).toEqual({ sure: false }));
    expect(no.checked).toBe(true);
  });

  it('forgets that a field was blurred once a form rule resets its answer from outside: the new question starts quiet', async () => {
    const user = userEvent.setup();
    function ResetHarness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <>
          <button type="button" onClick={() => setData(({ reason: _reason, ...rest }) => ({ ...rest, nickname: 'reset by a rule' }))}>
            Reset
          </button>
          <FormStep step={step} validator={validator} uiSchema={testUiSchema} data={data} onChange={setData} />
        </>
      );
    }
    renderWithChakra(<ResetHarness />);
    const reason = screen.getByLabelText('Reason for change');
    await user.type(reason, 'Delayed permit');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('Reason for change')).toHaveProperty('value', ''));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please enter a reason')).toBeNull();
    await user.click(screen.getByLabelText('Reason for change'));
    await user.tab();
    expect(await screen.findByText('Please enter a reason')).toBeTruthy();
  });
});

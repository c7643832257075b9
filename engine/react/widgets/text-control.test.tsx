import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { withBrowserRender } from '../testing/browser-render.tsx';
import { COMMIT_DELAY_MS } from './use-buffered-value.ts';
import { nextTask } from '../tasks.ts';

const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    email: { type: 'string', title: 'Invoice email', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', errorMessage: 'Please provide a valid email.' },
  },
};
const uiSchema = {
  email: { 'ui:widget': 'email', 'ui:options': { commitDelayMs: 250, validateOnCommit: true } },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', fields: ['name', 'email'] }] });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function Harness({ onData }: { onData: (d: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={uiSchema}
      data={data}
      onChange={(d) => {
        setData(d);
        onData(d);
      }}
    />
  );
}

describe('TextControl text', () => {
  it('leaves out the spaces around a one-line answer, and drops them from the box on blur', async () => {
    const onData = vi.fn();
    renderWithChakra(<Harness onData={onData} />);
    const name = screen.getByLabelText('Name (optional)') as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: ' Alex Citizen ' } });
    await wait(200);
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Alex Citizen' }));
    // While typing the box keeps what was typed (the next word follows the space).
    expect(name.value).toBe(' Alex Citizen ');
    fireEvent.blur(name);
    expect(name.value).toBe('Alex Citizen');
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Alex Citizen' }));
  });
});

describe('TextControl ui:options', () => {
  it('commitDelayMs sets the idle pause before a commit; other fields keep the default', async () => {
    const onData = vi.fn();
    renderWithChakra(<Harness onData={onData} />);
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Alex' } });
    await wait(200);
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Alex' }));

    onData.mockClear();
    fireEvent.change(screen.getByLabelText('Invoice email (optional)'), { target: { value: 'alex@' } });
    await wait(200);
    expect(onData).not.toHaveBeenCalled();
    await wait(150);
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'alex@' }));
  });

  it('validateOnCommit shows the error under the field after the pause, without a blur', async () => {
    renderWithChakra(<Harness onData={() => {}} />);
    const email = screen.getByLabelText('Invoice email (optional)');
    email.focus();
    fireEvent.change(email, { target: { value: 'alex@' } });
    await wait(100);
    expect(screen.queryByText('Please provide a valid email.')).toBeNull();
    await wait(250);
    expect(screen.getByText('Please provide a valid email.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'alex@example.com' } });
    await wait(350);
    expect(screen.queryByText('Please provide a valid email.')).toBeNull();
  });

  it('without validateOnCommit an idle commit shows no error until the field is blurred', async () => {
    const { step: plainStep, validator: plainValidator } = makeStep(schema, { sections: [{ id: 'main', fields: ['email'] }] });
    renderWithChakra(<FormStep step={plainStep} validator={plainValidator} uiSchema={{ email: { 'ui:widget': 'email' } }} data={{}} onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Invoice email (optional)'), { target: { value: 'alex@' } });
    await wait(300);
    expect(screen.queryByText('Please provide a valid email.')).toBeNull();
  });
});

describe('TextControl: a blur after an idle commit', () => {
  it("puts a nested field's text in the form's data at once, before the idle commit's render has run", async () => {
    const nested = makeStep(
      { type: 'object', properties: { address: { type: 'object', title: 'Address', properties: { suburb: { type: 'string', title: 'Suburb' } } } } },
      { sections: [{ id: 'where', fields: ['address'] }] },
    );
    const reports: Record<string, unknown>[] = [];
    // Rendered as the browser renders (outside act(), which would also run the idle commit's
    // background render before the blur), with only the commit's timer under the test's control.
    const step = <FormStep step={nested.step} validator={nested.validator} uiSchema={{}} data={{ address: { suburb: 'Brisbane City' } }} onChange={(d) => reports.push(d)} />;
    await withBrowserRender(step, async () => {
      const suburb = (await screen.findByLabelText('Suburb (optional)')) as HTMLInputElement;
      // The step hands RJSF's reports over directly from a task after the one that mounted its
      // fields (a busy machine may find the field before that task has run).
      await nextTask();
      await new Promise((resolve) => setTimeout(resolve, 20));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        suburb.focus();
        fireEvent.change(suburb, { target: { value: 'Spring Hill' } });
        vi.advanceTimersByTime(COMMIT_DELAY_MS);
        // The idle commit has started a render in a transition that has not run yet; leaving the
        // field (as a press of Save does first) must not leave the text behind it.
        suburb.blur();
        await Promise.resolve();
        expect(reports.at(-1)).toEqual({ address: { suburb: 'Spring Hill' } });
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

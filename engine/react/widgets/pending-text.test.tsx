import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { getChakraSystem } from '../theme/style-system.ts';
import { COMMIT_DELAY_MS } from './use-buffered-value.ts';

const { step, validator } = makeStep(
  {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      notes: { type: 'string', title: 'Notes' },
      address: { type: 'object', title: 'Address', properties: { suburb: { type: 'string', title: 'Suburb' } } },
    },
  },
  { sections: [{ id: 'all', fields: ['name', 'notes', 'address'] }] },
);
const opening = { name: 'Priya', address: { suburb: 'Brisbane City' } };

/** A page as the portal's are: a form whose Save and submit read the data of the page's latest render. */
function Page({ sent }: { sent: Record<string, unknown>[] }) {
  const [data, setData] = useState<Record<string, unknown>>(opening);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(data);
      }}
    >
      <FormStep step={step} validator={validator} uiSchema={{ notes: { 'ui:widget': 'textarea' } }} data={data} onChange={setData} />
      <button type="button" onClick={() => sent.push(data)}>
        Save
      </button>
    </form>
  );
}

/** Types as the browser does: the input event alone, no blur. */
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('text typed just before an action that no blur comes before', () => {
  // Rendered as the browser renders (outside act(), which would commit everything before each check).
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  let container: HTMLElement;
  let root: ReturnType<typeof createRoot>;
  let sent: Record<string, unknown>[];

  beforeEach(async () => {
    actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    sent = [];
    flushSync(() =>
      root.render(
        <ChakraProvider value={getChakraSystem()}>
          <Page sent={sent} />
        </ChakraProvider>,
      ),
    );
    await screen.findByLabelText('Suburb (optional)');
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** Types a suburb and presses Enter in it, which submits the page's form (implicit submission). */
  function typeSuburbAndEnter(): HTMLInputElement {
    const suburb = screen.getByLabelText('Suburb (optional)') as HTMLInputElement;
    suburb.focus();
    type(suburb, 'Spring Hill');
    suburb.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    suburb.form!.requestSubmit();
    return suburb;
  }

  it("is in the data Enter's implicit submission of the page's form sends", () => {
    const suburb = typeSuburbAndEnter();
    expect(sent).toEqual([{ name: 'Priya', address: { suburb: 'Spring Hill' } }]);
    expect(document.activeElement).toBe(suburb);
  });

  it("is in the data an Enter sends at once after the step mounts, before RJSF's first report has reached the page", () => {
    // A fresh step, used in the same task as its mount: its form's first report is still held.
    root.unmount();
    root = createRoot(container);
    sent.length = 0;
    flushSync(() =>
      root.render(
        <ChakraProvider value={getChakraSystem()}>
          <Page sent={sent} />
        </ChakraProvider>,
      ),
    );
    typeSuburbAndEnter();
    expect(sent).toEqual([{ name: 'Priya', address: { suburb: 'Spring Hill' } }]);
  });

  it('is in the data a press that leaves the focus in the field (as in Safari) saves', () => {
    const name = screen.getByLabelText('Name (optional)') as HTMLInputElement;
    name.focus();
    type(name, 'Priya Patel');
    const save = screen.getByRole('button', { name: 'Save' });
    save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    save.click();
    expect(sent).toEqual([{ name: 'Priya Patel', address: { suburb: 'Brisbane City' } }]);
    expect(document.activeElement).toBe(name);
  });

  it("is in the data a press saves after the field's idle commit, before the page has rendered that commit", async () => {
    const name = screen.getByLabelText('Name (optional)') as HTMLInputElement;
    name.focus();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      type(name, 'Priya Patel');
      // The idle commit: the field shows its value at once; the page's data waits for a transition's render.
      vi.advanceTimersByTime(COMMIT_DELAY_MS);
      await Promise.resolve();
      const save = screen.getByRole('button', { name: 'Save' });
      save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      save.click();
      name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      name.form!.requestSubmit();
      expect(sent).toEqual([
        { name: 'Priya Patel', address: { suburb: 'Brisbane City' } },
        { name: 'Priya Patel', address: { suburb: 'Brisbane City' } },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is left to the pause or the blur by a new line in a text area, or an Enter ending a composition', () => {
    const notes = screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement;
    notes.focus();
    type(notes, 'First line');
    notes.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const save = screen.getByRole('button', { name: 'Save' });
    save.click();
    expect(sent).toEqual([opening]);

    // Leaving the text area commits it.
    const name = screen.getByLabelText('Name (optional)') as HTMLInputElement;
    name.focus();
    type(name, 'Priya Patel');
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    save.click();
    expect(sent[1]).toEqual({ ...opening, notes: 'First line' });
  });
});

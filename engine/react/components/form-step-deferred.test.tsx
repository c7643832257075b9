import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { FormStep } from './form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { withBrowserRender } from '../testing/browser-render.tsx';

// A long step that is not rendered progressively (few top-level fields holding many values), so
// its fields mount in a background render; one field has a default, which RJSF reports as it mounts.
const lines = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`line${index + 1}`, { type: 'string', title: `Line ${index + 1}` }]));
const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    country: { type: 'string', title: 'Country', default: 'Australia' },
    details: { type: 'object', title: 'Details', properties: lines as JSONSchema7['properties'] },
  },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'all', title: 'All', fields: ['country', 'details'] }] });

function Host({ onData }: { onData: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={{}}
      data={data}
      onChange={(next) => {
        onData(next);
        setData(next);
      }}
    />
  );
}

describe('FormStep: a long step whose fields mount in the background', () => {
  it('hands the parent the defaults RJSF fills in only once the fields are on the page', async () => {
    // Handed over while React was still rendering the fields, the report updated the host in the
    // middle of that render: a host holding its data in a machine (synchronous updates) had the
    // background render thrown away and started again, with a new Form that reported again, so
    // the fields of such a step never showed.
    const reports: { data: Record<string, unknown>; fieldsOnPage: boolean }[] = [];
    renderWithChakra(<Host onData={(data) => reports.push({ data, fieldsOnPage: !!document.getElementById('root.details.line12') })} />);
    expect(await screen.findByLabelText('Line 12 (optional)')).toBeTruthy();
    expect((screen.getByLabelText('Country (optional)') as HTMLInputElement).value).toBe('Australia');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ data: { country: 'Australia' }, fieldsOnPage: true });
  });
});

describe("FormStep: the defaults' report", () => {
  it('reaches the parent in a task after the one that mounted the fields', async () => {
    // Reported in the mount's commit, the parent's render of it (RJSF deriving its state again)
    // ran in that same task: one task twice as long on a phone.
    const short = makeStep({ type: 'object', properties: { country: { type: 'string', title: 'Country', default: 'Australia' } } }, { sections: [{ id: 'all', title: 'All', fields: ['country'] }] });
    const reports: Record<string, unknown>[] = [];
    await withBrowserRender(<FormStep step={short.step} validator={short.validator} uiSchema={{}} data={{}} onChange={(next) => reports.push(next)} />, async ({ container }) => {
      expect(container.querySelector('input')).not.toBeNull();
      expect(reports).toEqual([]);
      await waitFor(() => expect(reports).toEqual([{ country: 'Australia' }]));
    });
  });
});

describe("FormStep: a held defaults' report", () => {
  it("is dropped when the user's answer reaches the parent first", async () => {
    // Handed over after the answer, the report of the defaults alone would undo it.
    const answered = makeStep(
      { type: 'object', properties: { country: { type: 'string', title: 'Country', default: 'Australia' }, sure: { type: 'boolean', title: 'Are you sure?' } } },
      { sections: [{ id: 'all', title: 'All', fields: ['country', 'sure'] }] },
    );
    const reports: Record<string, unknown>[] = [];
    const ui = { sure: { 'ui:widget': 'yesNo' } };
    await withBrowserRender(<FormStep step={answered.step} validator={answered.validator} uiSchema={ui} data={{}} onChange={(next) => reports.push(next)} />, async () => {
      // Answered in the mount's task, before the held report's.
      flushSync(() => screen.getByLabelText('Yes').click());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reports.at(-1)).toEqual({ country: 'Australia', sure: true });
    });
  });

  it('is not handed over once the step has gone', async () => {
    const short = makeStep({ type: 'object', properties: { country: { type: 'string', title: 'Country', default: 'Australia' } } }, { sections: [{ id: 'all', title: 'All', fields: ['country'] }] });
    const reports: Record<string, unknown>[] = [];
    await withBrowserRender(<FormStep step={short.step} validator={short.validator} uiSchema={{}} data={{}} onChange={(next) => reports.push(next)} />, async ({ unmount }) => {
      unmount();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reports).toEqual([]);
    });
  });
});

describe('FormStep: mountInBackground', () => {
  it("mounts even a short step's fields in a background render, after the step itself", async () => {
    const short = makeStep({ type: 'object', properties: { name: { type: 'string', title: 'Name' } } }, { sections: [{ id: 'all', title: 'All', fields: ['name'] }] });
    // Rendered as the browser renders (outside act(), which would flush the background render too).
    const step = (
      <FormStep step={short.step} validator={short.validator} uiSchema={{}} data={{}} onChange={() => undefined} mountInBackground>
        <button type="button">Next</button>
      </FormStep>
    );
    await withBrowserRender(step, async ({ container }) => {
      expect(container.querySelector('input')).toBeNull();
      expect(await screen.findByLabelText('Name (optional)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    });
  });
});

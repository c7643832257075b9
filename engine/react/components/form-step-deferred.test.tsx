import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { FormStep } from './form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

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

import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

const schema: JSONSchema7 = {
  type: 'object',
  properties: { cost: { type: 'number', title: 'Cost' }, count: { type: 'integer', title: 'Count' } },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', title: 'Main', fields: ['cost', 'count'] }] });

function Harness({ onData }: { onData: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const change = (next: Record<string, unknown>) => {
    setData(next);
    onData(next);
  };
  return <FormStep step={step} validator={validator} uiSchema={{ cost: { 'ui:widget': 'money' } }} data={data} onChange={change} />;
}

afterEach(() => vi.restoreAllMocks());

describe('number fields', () => {
  it('commit numbers as typed, without building a locale formatter on render', async () => {
    const formatters = vi.spyOn(Intl, 'NumberFormat');
    let latest: Record<string, unknown> = {};
    renderWithChakra(<Harness onData={(data) => (latest = data)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Cost (optional)'), '1,234.50');
    await user.type(screen.getByLabelText('Count (optional)'), '7');
    await user.tab();
    await waitFor(() => expect(latest).toEqual({ cost: 1234.5, count: 7 }));
    expect(formatters).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { optionKeys } from './select-widget.tsx';

const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    councilId: { type: 'integer', title: 'Council' },
    councilName: { type: 'string', title: 'Council name' },
    state: { type: 'string', title: 'State', enum: ['QLD', 'NSW'] },
  },
};
const { step, validator } = makeStep(schema, { sections: [{ id: 'main', fields: ['councilId', 'councilName', 'state'] }] });
const uiSchema = {
  councilId: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/councils', optionValue: 'id' } },
  councilName: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/councils' } },
  state: { 'ui:widget': 'select' },
};
const context = { lookups: { councils: [{ id: 1, name: 'Brisbane City Council' }, { id: 23, name: 'Toowoomba Regional Council' }] } };

function Harness({ onData }: { onData: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={uiSchema}
      data={data}
      context={context}
      onChange={(next) => {
        setData(next);
        onData(next);
      }}
    />
  );
}

describe('select widget', () => {
  it("holds a lookup item's key named by optionValue, or its name by default, and says what it holds", async () => {
    const user = userEvent.setup();
    let latest: Record<string, unknown> = {};
    renderWithChakra(<Harness onData={(data) => (latest = data)} />);
    const byId = screen.getByLabelText(/^Council \(optional\)/) as HTMLSelectElement;
    await user.selectOptions(byId, 'Toowoomba Regional Council');
    expect(byId.value).toBe('23');
    expect(latest.councilId).toBe(23);
    const byName = screen.getByLabelText(/^Council name/) as HTMLSelectElement;
    await user.selectOptions(byName, 'Brisbane City Council');
    expect(latest.councilName).toBe('Brisbane City Council');
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement;
    await user.selectOptions(state, 'NSW');
    expect(state.value).toBe('NSW');
    expect(latest.state).toBe('NSW');
    await user.selectOptions(byId, '');
    expect(latest.councilId).toBeUndefined();
  });

  it('falls back to positions when values repeat, are blank or are not text', () => {
    expect(optionKeys([{ value: 'a', label: 'A' }, { value: 2, label: 'B' }])).toEqual(['a', '2']);
    expect(optionKeys([{ value: 'a', label: 'A' }, { value: 'a', label: 'B' }])).toEqual(['0', '1']);
    expect(optionKeys([{ value: '', label: 'None' }, { value: 'x', label: 'X' }])).toEqual(['0', '1']);
    expect(optionKeys([{ value: { id: 1 }, label: 'Object' }])).toEqual(['0']);
  });
});

describe('a choice offered only while held (enumOfferedWhenHeld)', () => {
  const held = makeStep({ type: 'object', properties: { kind: { type: 'string', title: 'Kind', enum: ['Company', 'Trust'] } } }, { sections: [{ id: 'main', fields: ['kind'] }] });
  const ui = { kind: { 'ui:widget': 'select', 'ui:options': { enumOfferedWhenHeld: ['Trust'] } } };

  function HeldHarness({ initial }: { initial: Record<string, unknown> }) {
    const [data, setData] = useState(initial);
    return <FormStep step={held.step} validator={held.validator} uiSchema={ui} data={data} onChange={setData} />;
  }
  const optionTexts = () => [...(screen.getByLabelText(/^Kind/) as HTMLSelectElement).options].map((option) => option.text);

  it('is not offered to a record that does not hold it', () => {
    renderWithChakra(<HeldHarness initial={{}} />);
    expect(optionTexts()).toContain('Company');
    expect(optionTexts()).not.toContain('Trust');
  });

  it('is shown, selected, on a record that holds it, and no longer offered once changed', async () => {
    const user = userEvent.setup();
    renderWithChakra(<HeldHarness initial={{ kind: 'Trust' }} />);
    const select = screen.getByLabelText(/^Kind/) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.text).toBe('Trust');
    await user.selectOptions(select, 'Company');
    expect(optionTexts()).not.toContain('Trust');
  });
});

import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { JSONSchema7 } from 'json-schema';
import { FormStep } from './form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { widgets } from '../theme/registry.ts';

// Every render of the text widget, with the field it renders and the value it shows.
const original = { text: widgets.text, TextWidget: widgets.TextWidget };
let renders: { id: string; value: unknown }[] = [];
beforeEach(() => {
  renders = [];
  const Text = original.TextWidget as ComponentType<WidgetProps>;
  const Counted = (props: WidgetProps) => {
    renders.push({ id: props.id, value: props.value });
    return <Text {...props} />;
  };
  widgets.text = Counted;
  widgets.TextWidget = Counted;
});
afterEach(() => Object.assign(widgets, original));

function Host({ step, validator, mountInBackground }: ReturnType<typeof makeStep> & { mountInBackground?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return <FormStep step={step} validator={validator} uiSchema={{}} data={data} onChange={setData} mountInBackground={mountInBackground} />;
}

describe('FormStep: what renders again', () => {
  it('renders a field mounted in the background with the default RJSF fills in, from its first render', async () => {
    // Shown first with the data before RJSF's defaults, every such field rendered again, in one
    // blocking task, once the defaults reached the step after the fields mounted.
    const form = makeStep(
      { type: 'object', properties: { country: { type: 'string', title: 'Country', default: 'Australia' }, name: { type: 'string', title: 'Name' } } },
      { sections: [{ id: 'all', title: 'All', fields: ['country', 'name'] }] },
    );
    renderWithChakra(<Host {...form} mountInBackground />);
    expect(((await screen.findByLabelText('Country (optional)')) as HTMLInputElement).value).toBe('Australia');
    const country = renders.filter((render) => render.id === 'root.country');
    expect(country.length).toBeGreaterThan(0);
    expect(country.filter((render) => render.value !== 'Australia')).toEqual([]);
  });

  it("re-renders an accordion's badges, not the step's other fields, when a field becomes valid", async () => {
    // While the badges' error sets were part of the Form's context, a field becoming valid or
    // invalid re-rendered every field of the step.
    const schema: JSONSchema7 = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Name', minLength: 1 }, note: { type: 'string', title: 'Note' } },
    };
    const form = makeStep(schema, { layout: 'accordion', sections: [{ id: 'who', title: 'Who', fields: ['name'] }, { id: 'more', title: 'More', fields: ['note'] }] });
    const user = userEvent.setup();
    renderWithChakra(<Host {...form} />);
    const name = await screen.findByLabelText('Name');
    expect(screen.getByText('Incomplete')).toBeTruthy();
    const noteRenders = () => renders.filter((render) => render.id === 'root.note').length;
    const before = noteRenders();
    expect(before).toBeGreaterThan(0);
    await user.type(name, 'Kim');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Incomplete')).toBeNull());
    expect(noteRenders()).toBe(before);
  });
});

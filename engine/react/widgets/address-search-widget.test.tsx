import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

const { step, validator } = makeStep(
  {
    type: 'object',
    properties: {
      line1: { type: 'string', title: 'Street' },
      town: { type: 'string', title: 'Town' },
    },
  },
  { sections: [{ id: 'all', fields: ['line1', 'town'] }] },
);
const uiSchema = { line1: { 'ui:widget': 'addressSearch', 'ui:options': { fills: { street: '/line1', town: '/town' } } } };
const found = [{ street: '1 Test Lane', town: 'Testville' }];

function Page() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const services = {
    addressSearch: async () => found,
    fill: (values: Record<string, unknown>) => setData((last) => ({ ...last, ...Object.fromEntries(Object.entries(values).map(([pointer, value]) => [pointer.slice(1), value])) })),
  };
  return <FormStep step={step} validator={validator} uiSchema={uiSchema} data={data} onChange={setData} services={services} />;
}

async function searchAndFind() {
  const user = userEvent.setup();
  renderWithChakra(<Page />);
  await user.type(screen.getByLabelText(/^Street/), 'Test');
  const choice = await screen.findByRole('button', { name: '1 Test Lane, Testville' }, { timeout: 2000 });
  return { user, choice };
}

describe('AddressSearchWidget: choosing a suggestion', () => {
  it('chosen with the keyboard, fills the fields and leaves focus on the search box, not the page', async () => {
    const { user, choice } = await searchAndFind();
    choice.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: '1 Test Lane, Testville' })).toBeNull();
    expect(screen.getByLabelText(/^Town/)).toHaveProperty('value', 'Testville');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Street/));
  });

  it('chosen with the pointer, leaves focus on the search box too', async () => {
    const { user, choice } = await searchAndFind();
    await user.click(choice);
    expect(screen.getByLabelText(/^Town/)).toHaveProperty('value', 'Testville');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Street/));
  });
});

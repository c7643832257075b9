import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusField } from '../components/error-summary.tsx';
import type { EngineFormContext } from '../form-context.ts';
import { FieldErrorsStore } from '../components/field-errors-store.ts';
import { ChakraProvider } from '@chakra-ui/react';
import { renderWithChakra } from '../testing/render.tsx';
import { getChakraSystem } from './style-system.ts';
import { AccordionSections } from './accordion-sections.tsx';

// Every render of a section's facts, which the accordion renders inside each item.
let factsRenders = 0;
vi.mock(import('../components/facts-list.tsx'), async (original) => {
  const { FactsList } = await original();
  return { FactsList: (props: Parameters<typeof FactsList>[0]) => (factsRenders++, FactsList(props)) };
});

describe('AccordionSections', () => {
  it('shows a change of the errors in the badges alone, without rendering the accordion around the fields again', () => {
    // While the accordion itself followed the errors, a step's defaults reaching the page (the
    // errors changing with them) rendered every item again, in one blocking task.
    const errors = new FieldErrorsStore({ any: new Set(), shown: new Set() });
    const ctx = {
      sections: [
        { id: 'who', title: 'Who', fields: ['name'] },
        { id: 'more', title: 'More', fields: ['note'] },
      ],
      fieldErrors: errors,
      context: {},
    } as unknown as EngineFormContext;
    const fields = new Map([
      ['name', <p key="name">Name field</p>],
      ['note', <p key="note">Note field</p>],
    ]);
    renderWithChakra(<AccordionSections ctx={ctx} fields={fields} />);
    expect(screen.queryByText('Incomplete')).toBeNull();
    const before = factsRenders;
    expect(before).toBe(2);
    act(() => errors.set({ any: new Set(['name']), shown: new Set(['name']) }));
    const who = screen.getByRole('button', { name: /Who/ });
    expect(within(who).getByText('Incomplete')).toBeTruthy();
    expect(within(who).getByText('Errors')).toBeTruthy();
    expect(screen.getAllByText('Incomplete')).toHaveLength(1);
    expect(screen.getAllByText('Errors')).toHaveLength(1);
    expect(factsRenders).toBe(before);
  });

  it("opens a closed item when a field in it is asked for (the error summary's link), then focuses the field", async () => {
    // A collapsed section's field did not take focus: the summary's link did nothing.
    const ctx = { sections: [{ id: 'who', title: 'Who', fields: ['name'] }], context: {} } as unknown as EngineFormContext;
    const fields = new Map([['name', <input key="name" id="root.name" aria-label="Name" />]]);
    renderWithChakra(<AccordionSections ctx={ctx} fields={fields} />);
    const trigger = screen.getByRole('button', { name: /Who/ });
    await userEvent.setup().click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => focusField('/name'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a section that appears later open, as the ones there from the start', () => {
    const first = { sections: [{ id: 'who', title: 'Who', fields: ['name'] }], context: {} } as unknown as EngineFormContext;
    const fields = new Map([
      ['name', <p key="name">Name field</p>],
      ['note', <p key="note">Note field</p>],
    ]);
    const view = renderWithChakra(<AccordionSections ctx={first} fields={fields} />);
    const later = { ...first, sections: [...first.sections, { id: 'more', title: 'More', fields: ['note'] }] } as unknown as EngineFormContext;
    view.rerender(
      <ChakraProvider value={getChakraSystem()}>
        <AccordionSections ctx={later} fields={fields} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: /More/ }).getAttribute('aria-expanded')).toBe('true');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithChakra } from '../testing/render.tsx';
import { Stepper, stepState } from './stepper.tsx';

const steps = [
  { id: 'a', title: 'Building details' },
  { id: 'b', title: 'Cost of work' },
  { id: 'c', title: 'Summary' },
];

describe('Stepper', () => {
  it('shows each step complete, current or incomplete, the current one as aria-current=step in an ordered list', () => {
    renderWithChakra(<Stepper steps={steps} current="b" status={{ a: 'Complete', b: 'Incomplete', c: 'Incomplete' }} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-step-state'))).toEqual(['complete', 'current', 'incomplete']);
    expect(items[1].getAttribute('aria-current')).toBe('step');
    expect(items[0].getAttribute('aria-current')).toBeNull();
    expect(items[0].textContent).toContain('Complete');
    expect(items[2].textContent).toContain('Incomplete');
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeTruthy();
  });

  it('marks a step Incomplete again when its status goes back (Back)', () => {
    expect(stepState('b', 'a', { b: 'Incomplete' })).toBe('incomplete');
    expect(stepState('b', 'a', { b: 'Complete' })).toBe('complete');
    expect(stepState('a', 'a', { a: 'Complete' })).toBe('current');
  });
});

import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import { FakeIntersectionObserver, withFakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts';
import { MachineDiagram } from './machine-diagram.tsx';

const machine = {
  initial: 'first',
  states: {
    first: { tags: ['step:one'], on: { NEXT: 'done' } },
    done: { type: 'final' },
  },
};

describe('MachineDiagram', () => {
  withFakeIntersectionObserver();

  it('lays the machine out only once it comes near the view, with the current step marked', async () => {
    const { container } = renderWithChakra(<MachineDiagram machine={machine} currentStep="one" />);
    expect(screen.getByRole('heading', { name: 'Machine' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'States and transitions' })).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    act(() => FakeIntersectionObserver.all[0].enter());
    expect((await screen.findByRole('list', { name: 'States and transitions' })).textContent).toContain('first (step one), current step');
    expect(container.querySelector('[data-state="first"]')?.getAttribute('data-current')).toBe('true');
  });
});

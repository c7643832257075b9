import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { onDemand } from '../app/on-demand.tsx';
import { PartBoundary } from './part-boundary.tsx';

describe('PartBoundary', () => {
  it("says a part's failed download in its place, keeps the rest of the page, and shows the part once a retry loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const part = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return () => <p>The part</p>;
    }, null);
    renderWithChakra(
      <>
        <input aria-label="Kept" defaultValue="typed" />
        <PartBoundary what="The part" retry={part.load}>
          <part.Component />
        </PartBoundary>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The part did not load.');
    expect((screen.getByLabelText('Kept') as HTMLInputElement).value).toBe('typed');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});

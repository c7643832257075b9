import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { UploadsFailedPanel } from './uploads-failed-panel.tsx';

describe('UploadsFailedPanel', () => {
  it('takes focus on its heading when it appears, so it is announced, and offers retry and continue', async () => {
    const onRetry = vi.fn();
    const onContinue = vi.fn();
    renderWithChakra(<UploadsFailedPanel onRetry={onRetry} onContinue={onContinue} />);
    const heading = screen.getByRole('heading', { name: /some files were not uploaded/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: /some files were not uploaded/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue without them' }));
    expect([onRetry.mock.calls.length, onContinue.mock.calls.length]).toEqual([1, 1]);
  });
});

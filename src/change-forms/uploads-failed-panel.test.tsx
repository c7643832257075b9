import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { UploadsFailedPanel } from './uploads-failed-panel.tsx';

describe('UploadsFailedPanel', () => {
  it('takes focus on its heading when it appears, so it is announced, and offers retry and continue', async () => {
    const onRetry = vi.fn();
    const onContinue = vi.fn();
    renderWithChakra(<UploadsFailedPanel documentsStillRequired={0} onRetry={onRetry} onContinue={onContinue} />);
    const heading = screen.getByRole('heading', { name: /some files were not uploaded/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: /some files were not uploaded/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry failed uploads' }).getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue without them' }));
    expect([onRetry.mock.calls.length, onContinue.mock.calls.length]).toEqual([1, 1]);
  });

  it('offers no way on without the documents a form still requires, and says why', () => {
    renderWithChakra(<UploadsFailedPanel documentsStillRequired={1} onRetry={vi.fn()} onContinue={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Continue without them' })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Retry failed uploads' });
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')?.textContent).toContain('needs a supporting document uploaded');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { showToast, toaster } from '../../engine/react/components/toaster.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { ToastRegion } from './toast-region.tsx';
import { SETTLE_MS } from './when-settled.ts';

// The first download of the toaster's code fails, as it would offline; later ones succeed.
let downloads = 0;
vi.mock('../../engine/react/components/app-toaster.tsx', async (importOriginal) => {
  downloads += 1;
  if (downloads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => toaster.remove());

describe('ToastRegion when its code fails to download', () => {
  it('keeps the page and tries again with the next toast', async () => {
    renderWithChakra(
      <>
        <p>The page</p>
        <ToastRegion />
      </>,
    );
    act(() => showToast('error', 'The test form could not be sent.'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('The page')).toBeTruthy();
    act(() => showToast('error', 'The test form could not be sent again.'));
    expect(await screen.findByText('The test form could not be sent again.', {}, { timeout: SETTLE_MS / 2 })).toBeTruthy();
    expect(downloads).toBe(2);
  });
});

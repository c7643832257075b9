import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { showToast, toaster } from '../../engine/react/components/toaster.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { ToastRegion } from './toast-region.tsx';
import { SETTLE_MS } from './when-settled.ts';

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('renders nothing until a toast is asked for, then shows that toast', async () => {
    renderWithChakra(<ToastRegion />);
    // Long enough for a region that loaded at once to have mounted its (empty) group.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => showToast('success', 'The test form was saved.'));
    // Sooner than the page settling would have mounted it.
    expect(await screen.findByText('The test form was saved.', {}, { timeout: SETTLE_MS / 2 })).toBeTruthy();
  });

  it('shows a toast asked for before it mounted', async () => {
    showToast('error', 'The test form could not be sent.');
    renderWithChakra(<ToastRegion />);
    expect(await screen.findByText('The test form could not be sent.', {}, { timeout: SETTLE_MS / 2 })).toBeTruthy();
  });

  it('mounts once the page has settled, so a later toast shows at once', async () => {
    vi.useFakeTimers();
    renderWithChakra(<ToastRegion />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SETTLE_MS + 10);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull());
  });
});

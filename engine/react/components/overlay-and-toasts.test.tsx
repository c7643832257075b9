import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay.tsx';
import { showToast, toaster, TOAST_DURATION_MS, TOAST_TOP_OFFSET } from './toaster.ts';
import { AppToaster } from './app-toaster.tsx';
import { renderWithChakra } from '../testing/render.tsx';

describe('LoadingOverlay', () => {
  it('is a modal dialog labelled by its message that holds focus', async () => {
    renderWithChakra(
      <>
        <button>Outside</button>
        <LoadingOverlay open message="Sending the test form..." />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sending the test form...' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});

describe('toasts', () => {
  it('are status live regions, closable, never focused, at most five', async () => {
    renderWithChakra(<AppToaster />);
    const before = document.activeElement;
    act(() => {
      for (let i = 1; i <= 7; i++) showToast('success', `Saved ${i}`);
    });
    await waitFor(() => expect(screen.getAllByRole('status').length).toBe(5));
    expect(document.activeElement).toBe(before);
    expect(screen.getAllByRole('button', { name: /dismiss/i }).length).toBe(5);
    act(() => toaster.dismiss());
  });

  it('show a message once however often it is given while on screen', async () => {
    act(() => toaster.remove());
    renderWithChakra(<AppToaster />);
    act(() => {
      for (let i = 0; i < 3; i++) showToast('error', 'No such ABN');
      showToast('success', 'No such ABN');
    });
    await waitFor(() => expect(screen.getAllByText('No such ABN').length).toBe(2));
    expect(screen.getAllByRole('alert').length).toBe(1);
    act(() => toaster.remove());
  });

  it('stay 10 seconds whatever their type, unless a message gives its own time', () => {
    const create = vi.spyOn(toaster, 'create');
    showToast('success', 'Saved');
    showToast('error', 'Failed');
    showToast('info', 'Working');
    showToast('error', 'Five seconds', 5000);
    expect(create.mock.calls.map(([options]) => options.duration)).toEqual([TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_DURATION_MS, 5000]);
    create.mockRestore();
    act(() => toaster.dismiss());
  });
});

describe('toast roles and place', () => {
  it('announces errors assertively as alerts, the others politely', async () => {
    act(() => toaster.remove());
    renderWithChakra(<AppToaster />);
    act(() => {
      showToast('error', 'It failed');
      showToast('success', 'It worked');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('It failed');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('status').textContent).toContain('It worked');
    act(() => toaster.dismiss());
  });

  it('sit below the header, never over the account menu', () => {
    expect(toaster.attrs.offsets).toMatchObject({ top: TOAST_TOP_OFFSET });
  });
});

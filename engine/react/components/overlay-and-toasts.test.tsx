import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOCUS_AFTER_OVERLAY, LoadingOverlay } from './loading-overlay.tsx';
import { showToast, toaster, TOAST_DURATION_MS, TOAST_TOP_OFFSET } from './toaster.ts';
import { AppToaster } from './app-toaster.tsx';
import { renderWithChakra } from '../testing/render.tsx';

describe('LoadingOverlay', () => {
  it('is a modal dialog labelled by its message that holds focus, the rest of the page inert until it goes', async () => {
    const { rerender } = renderWithChakra(
      <>
        <button>Outside</button>
        <LoadingOverlay open message="Sending the test form..." />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sending the test form...' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    expect(outside.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();

    rerender(
      <>
        <button>Outside</button>
        <LoadingOverlay open={false} message="Sending the test form..." />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it("leaves the toasts' live region reachable: a toast shown meanwhile is announced", async () => {
    renderWithChakra(<AppToaster />);
    act(() => void showToast('info', 'Updating the test record...'));
    const toast = await screen.findByRole('status');
    renderWithChakra(<LoadingOverlay open message="Sending the test form..." />);
    await screen.findByRole('dialog', { name: 'Sending the test form...' });
    expect(toast.closest('[inert]')).toBeNull();
    expect(document.querySelector('[inert]')).not.toBeNull();
    act(() => toaster.remove());
  });

  it('gives focus back to what opened it, or, when that went with the view it replaced, to the first control of the main content', async () => {
    function Page() {
      const [view, setView] = useState<'start' | 'form'>('start');
      const [busy, setBusy] = useState(false);
      return (
        <main>
          {view === 'start' ? (
            <button type="button" onClick={() => (setView('form'), setBusy(true))}>
              Begin
            </button>
          ) : (
            <>
              <a href="#top">Back to the top</a>
              <label>
                Field (test)
                <input />
              </label>
              <button type="button" onClick={() => setBusy(true)}>
                Again
              </button>
            </>
          )}
          <button type="button" onClick={() => setBusy(false)} data-testid="done" hidden />
          <LoadingOverlay open={busy} message="Working on it..." />
        </main>
      );
    }
    const user = userEvent.setup();
    renderWithChakra(<Page />);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await screen.findByRole('dialog', { name: 'Working on it...' });
    fireEvent.click(screen.getByTestId('done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Field (test)')));

    await user.click(screen.getByRole('button', { name: 'Again' }));
    await screen.findByRole('dialog', { name: 'Working on it...' });
    fireEvent.click(screen.getByTestId('done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Again' })));
  });

  it('gives focus to what the page marked to take it when the opener went, never first to a field it would then leave', async () => {
    function Page() {
      const [state, setState] = useState<'start' | 'busy' | 'failed'>('start');
      return (
        <main>
          {state === 'start' && (
            <button type="button" onClick={() => setState('busy')}>
              Begin
            </button>
          )}
          {state === 'failed' && <div {...FOCUS_AFTER_OVERLAY}>It failed (test).</div>}
          {state !== 'start' && (
            <label>
              Field (test)
              <input onBlur={() => blurs.push('card')} />
            </label>
          )}
          <button type="button" onClick={() => setState('failed')} data-testid="fail" hidden />
          <LoadingOverlay open={state === 'busy'} message="Working on it..." />
        </main>
      );
    }
    const blurs: string[] = [];
    const user = userEvent.setup();
    renderWithChakra(<Page />);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await screen.findByRole('dialog', { name: 'Working on it...' });
    fireEvent.click(screen.getByTestId('fail'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('It failed (test).')));
    expect(blurs).toEqual([]);
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

  it('keep only the latest news about one thing, of whatever kind', async () => {
    act(() => toaster.remove());
    renderWithChakra(<AppToaster />);
    act(() => {
      showToast('warning', 'The details found for 111 were cleared (test)', undefined, 'lookup:a');
      showToast('warning', 'The details found for 222 were cleared (test)', undefined, 'lookup:a');
      showToast('error', 'Invalid number (test)', undefined, 'lookup:a');
      showToast('warning', 'The details found for 333 were cleared (test)', undefined, 'lookup:b');
    });
    await waitFor(() => expect(screen.queryByText('The details found for 333 were cleared (test)')).toBeTruthy());
    expect(screen.getByText('Invalid number (test)')).toBeTruthy();
    expect(screen.queryByText('The details found for 111 were cleared (test)')).toBeNull();
    expect(screen.queryByText('The details found for 222 were cleared (test)')).toBeNull();
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

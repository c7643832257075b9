import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Dialog, Portal } from '@chakra-ui/react';
import userEvent from '@testing-library/user-event';
import { LoadingOverlay } from './loading-overlay.tsx';
import { useTakeFocus } from './use-take-focus.ts';
import { renderWithChakra } from '../testing/render.tsx';

function Notice({ attempt }: { attempt: number }) {
  const ref = useTakeFocus<HTMLHeadingElement>(attempt);
  return <h2 ref={ref}>{`Attempt ${attempt} failed`}</h2>;
}

/** A button that, like a submit, is replaced by the notice; the overlay shows while `busy`. */
function Page({ busyFirst = false }: { busyFirst?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  return (
    <>
      {attempt === 0 ? (
        <button onClick={() => (busyFirst ? setBusy(true) : setAttempt(1))}>Send</button>
      ) : (
        <>
          <Notice attempt={attempt} />
          <button onClick={() => setAttempt(attempt + 1)}>Again</button>
        </>
      )}
      {busy && <button onClick={() => (setBusy(false), setAttempt(1))}>Finish</button>}
      <LoadingOverlay open={busy} message="Sending..." />
    </>
  );
}

describe('useTakeFocus', () => {
  it('focuses the content that replaced the focused button, and again on each new key', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Page />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attempt 1 failed' }));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attempt 2 failed' }));
  });

  it('waits while a loading overlay holds focus, then takes it', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Page busyFirst />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const overlay = await screen.findByRole('dialog', { name: 'Sending...' });
    await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
    // Pressed by script while the overlay is open: the notice appears as the overlay starts to close.
    screen.getByRole('button', { name: 'Finish', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attempt 1 failed' })));
  });

  it('keeps the focus it took when the overlay, closing, would hand focus back to a button still on the page', async () => {
    function Stays() {
      const [busy, setBusy] = useState(false);
      const [failed, setFailed] = useState(0);
      return (
        <>
          <button onClick={() => setBusy(true)}>Send</button>
          {failed > 0 && <Notice attempt={failed} />}
          {busy && <button onClick={() => (setBusy(false), setFailed(failed + 1))}>Finish</button>}
          <LoadingOverlay open={busy} message="Sending..." />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithChakra(<Stays />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const overlay = await screen.findByRole('dialog', { name: 'Sending...' });
    await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
    screen.getByRole('button', { name: 'Finish', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attempt 1 failed' }));
  });
});

/** A modal dialog kept in the page while closed (not mounted lazily, not unmounted on exit). */
function KeptDialog({ open, onClose }: { open: boolean; onClose?: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose?.()} lazyMount={false} unmountOnExit={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Help</Dialog.Title>
            <Dialog.ActionTrigger asChild>
              <button type="button">Close help</button>
            </Dialog.ActionTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

describe('useTakeFocus beside a dialog kept in the page while closed', () => {
  it('takes focus at once: the closed dialog holds nothing', async () => {
    function WithClosedDialog() {
      const [attempt, setAttempt] = useState(0);
      return (
        <>
          {attempt === 0 ? <button onClick={() => setAttempt(1)}>Send</button> : <Notice attempt={attempt} />}
          <KeptDialog open={false} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithChakra(<WithClosedDialog />);
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-modal')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attempt 1 failed' })));
  });

  it('waits while the dialog is open, and takes focus once it has closed', async () => {
    function WithOpenDialog() {
      const [open, setOpen] = useState(false);
      const [failed, setFailed] = useState(0);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open help</button>
          {failed > 0 && <Notice attempt={failed} />}
          {open && <button onClick={() => setFailed(1)}>Fail</button>}
          <KeptDialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithChakra(<WithOpenDialog />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Pressed by script while the dialog is open: the notice appears behind it and waits.
    screen.getByRole('button', { name: 'Fail', hidden: true }).click();
    const notice = await screen.findByRole('heading', { name: 'Attempt 1 failed', hidden: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).not.toBe(notice);
    await user.click(screen.getByRole('button', { name: 'Close help' }));
    await waitFor(() => expect(dialog.hasAttribute('hidden')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(notice);
  });
});

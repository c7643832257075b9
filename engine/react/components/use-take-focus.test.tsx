import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';

// Counts the menu module's evaluations and lets a test hold its arrival.
const menuCode = vi.hoisted(() => ({ imported: 0, arrival: Promise.resolve() }));
vi.mock('./account-menu.tsx', async (importOriginal) => {
  menuCode.imported += 1;
  await menuCode.arrival;
  return importOriginal();
});

/** The header's menu, from a fresh module (nothing of its code loaded yet), its code held until `arrive()`. */
async function renderHeaderMenu() {
  vi.resetModules();
  menuCode.imported = 0;
  let arrive = () => undefined as void;
  menuCode.arrival = new Promise<void>((resolve) => (arrive = resolve));
  const { AccountMenuOnDemand } = await import('./account-menu-on-demand.tsx');
  renderWithChakra(
    <MemoryRouter>
      <AccountMenuOnDemand hasContactType hasOrganisation onLogout={() => undefined} />
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: /My account/ }), arrive };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('AccountMenuOnDemand', () => {
  afterEach(cleanup);

  it("shows the menu's button at once without loading the menu's code; a press made while it loads opens the menu when it arrives", async () => {
    const { button, arrive } = await renderHeaderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await settle();
    expect(menuCode.imported).toBe(0);

    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.click(button);
    await settle();
    expect(menuCode.imported).toBe(1);
    expect(screen.queryByRole('menuitem', { name: 'Manage profile' })).toBeNull();

    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Manage profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('takes Enter pressed on the button while the code loads as the press that opens the menu', async () => {
    const { button, arrive } = await renderHeaderMenu();
    act(() => button.focus());
    const enter = fireEvent.keyDown(button, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: no click follows to press the button twice
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Manage profile' })).toBeTruthy();
  });

  it('highlights the first item when a key opened it while the code loaded, the last for the up arrow, as the loaded menu does', async () => {
    const first = await renderHeaderMenu();
    act(() => first.button.focus());
    fireEvent.keyDown(first.button, { key: 'Enter' });
    first.arrive();
    const profile = await screen.findByRole('menuitem', { name: 'Manage profile' });
    await vi.waitFor(() => expect(profile.hasAttribute('data-highlighted')).toBe(true));
    cleanup();

    const last = await renderHeaderMenu();
    act(() => last.button.focus());
    fireEvent.keyDown(last.button, { key: 'ArrowUp' });
    last.arrive();
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await vi.waitFor(() => expect(logout.hasAttribute('data-highlighted')).toBe(true));
    expect(screen.getByRole('menuitem', { name: 'Manage profile' }).hasAttribute('data-highlighted')).toBe(false);
  });

  it('keeps focus on the button when the menu it was reached for arrives', async () => {
    const { button, arrive } = await renderHeaderMenu();
    act(() => button.focus());
    arrive();
    // The menu's own button (its trigger), not the one shown while its code loaded.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /My account/ }).dataset.part).toBe('trigger'));
    const trigger = screen.getByRole('button', { name: /My account/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menuitem', { name: 'Manage profile' })).toBeNull();
  });
});

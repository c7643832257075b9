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
const { AccountMenuOnDemand } = await import('./account-menu-on-demand.tsx');

function renderHeaderMenu() {
  return renderWithChakra(
    <MemoryRouter>
      <AccountMenuOnDemand hasContactType hasOrganisation onLogout={() => undefined} />
    </MemoryRouter>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('AccountMenuOnDemand', () => {
  afterEach(cleanup);

  it("shows the menu's button at once without loading the menu's code; a press made while it loads opens the menu when it arrives", async () => {
    let arrive = () => undefined as void;
    menuCode.arrival = new Promise<void>((resolve) => (arrive = resolve));
    renderHeaderMenu();
    const button = screen.getByRole('button', { name: /My account/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await settle();
    expect(menuCode.imported).toBe(0);

    fireEvent.click(button);
    await settle();
    expect(menuCode.imported).toBe(1);
    expect(screen.queryByRole('menuitem', { name: 'Manage profile' })).toBeNull();

    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Manage profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('keeps focus on the button when the menu it was reached for arrives', async () => {
    renderHeaderMenu();
    act(() => screen.getByRole('button', { name: /My account/ }).focus());
    await settle();
    const button = screen.getByRole('button', { name: /My account/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('menuitem', { name: 'Manage profile' })).toBeNull();
  });
});

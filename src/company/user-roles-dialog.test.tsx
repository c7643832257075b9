import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AppToaster, toaster } from '../../engine/react/index.ts';
import { loadForm } from '../../generated/registry.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { UserRolesDialog } = await import('./user-roles-dialog.tsx');
const form = await loadForm('company-user-roles');

const role = { portalRoleId: '5b0c3f1e-6a2d-4c8e-9f10-2a3b4c5d6e7f', contactId: 'c1', organisationId: 'o1', firstName: 'Sam', lastName: 'Nguyen', admin: false, company: false, user: true, active: true };

function renderDialog(props: { role: typeof role | Omit<typeof role, 'portalRoleId'>; isSelf: boolean }, onClose = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <UserRolesDialog form={form} role={props.role} isSelf={props.isSelf} onClose={onClose} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe('UserRolesDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
  });

  it("locks the admin's own Admin and Active ticks and says why", async () => {
    renderDialog({ role: { ...role, admin: true }, isSelf: true });
    expect(await screen.findByText(/You cannot remove your own Admin role or deactivate your own account/)).toBeTruthy();
    expect(screen.getByLabelText(/^Admin/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Active/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Company/)).toHaveProperty('disabled', false);
  });

  it("submits another user's roles: 'Updating user...' then 'User updated!'", async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false }, onClose);
    await user.click(await screen.findByLabelText(/^Company/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updating user...')).toBeTruthy();
    expect(await screen.findByText('User updated!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ portalRole: { portalRoleId: role.portalRoleId, isSelf: false, admin: false, company: true, user: true, active: true } }]);
  });

  it("without a portalRoleId says the spec's message and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { portalRoleId: _omit, ...withoutId } = role;
    renderDialog({ role: withoutId, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText("An unexpected error occurred and we could not identify the user's configuration. Please try again.")).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the failure toast with the server's details", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Forbidden', details: ['Only an active admin of the company can change its details or its users.'] }), { status: 403 }));
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred when updating user - Only an active admin of the company can change its details or its users.')).toBeTruthy();
  });
});

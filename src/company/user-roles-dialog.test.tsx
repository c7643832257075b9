import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { toaster } from '../../engine/react/index.ts';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';
import { loadForm } from '../../generated/registry.gen.ts';
import { catalogText } from '../../tests/support/catalog-text.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { UserRolesDialog } = await import('./user-roles-dialog.tsx');
const form = await loadForm('company-user-roles');

const role = { portalRoleId: '5b0c3f1e-6a2d-4c8e-9f10-2a3b4c5d6e7f', contactId: 'c1', organisationId: 'o1', firstName: 'Sam', lastName: 'Nguyen', admin: false, company: false, user: true, active: true };

function renderDialog(props: { role: typeof role | Omit<typeof role, 'portalRoleId'>; isSelf: boolean }, onClose = () => {}) {
  renderWithChakra(
    <PortalTestProviders>
      <UserRolesDialog form={form} role={props.role} isSelf={props.isSelf} onClose={onClose} />
    </PortalTestProviders>,
  );
}

describe('UserRolesDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.remove();
  });

  it("locks the admin's own Admin and Active ticks and says why", async () => {
    renderDialog({ role: { ...role, admin: true }, isSelf: true });
    expect(await screen.findByText(/You cannot remove your own Admin role or deactivate your own account/)).toBeTruthy();
    expect(screen.getByLabelText(/^Admin/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Active/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Company/)).toHaveProperty('disabled', false);
  });

  it("submits another user's roles: catalogText('company-user-roles', 'form', '/submit/loadingMessage') then 'User updated!'", async () => {
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
    expect(await screen.findByText(catalogText('company-user-roles', 'form', '/submit/loadingMessage'))).toBeTruthy();
    expect(await screen.findByText('User updated!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ portalRole: { portalRoleId: role.portalRoleId, isSelf: false, admin: false, company: true, user: true, active: true } }]);
  });

  it("closes the progress toast before 'User updated!' shows", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const events: string[] = [];
    const create = toaster.create.bind(toaster);
    const dismiss = toaster.dismiss.bind(toaster);
    vi.spyOn(toaster, 'create').mockImplementation((options) => {
      const id = create(options);
      events.push(`show ${options.type} ${id}`);
      return id;
    });
    vi.spyOn(toaster, 'dismiss').mockImplementation((id?: string) => {
      events.push(`close ${id}`);
      return dismiss(id);
    });
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(events.some((e) => e.startsWith('show success'))).toBe(true));
    const progress = events.find((e) => e.startsWith('show info'))!.split(' ')[2];
    const success = events.findIndex((e) => e.startsWith('show success'));
    expect(events.indexOf(`close ${progress}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`close ${progress}`)).toBeLessThan(success);
    vi.restoreAllMocks();
  });

  it("without a portalRoleId says the spec's message and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { portalRoleId: _omit, ...withoutId } = role;
    renderDialog({ role: withoutId, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(catalogText('company-user-roles', 'schema', '/properties/portalRoleId/errorMessage'))).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the failure toast with the server's details", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Forbidden', details: ['Only an active admin of the company can change its details or its users.'] }), { status: 403 }));
    const user = userEvent.setup();
    renderDialog({ role, isSelf: false });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`${catalogText('company-user-roles', 'form', '/submit/failureMessage')} - Only an active admin of the company can change its details or its users.`)).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AppToaster, toaster } from '../../engine/react/index.ts';

const signedIn = { user: { oid: 'oid-1', roles: [] as string[] } };
vi.mock('../auth/index.ts', () => ({
  getAccessToken: async () => 'token-1',
  useAuth: () => ({ status: 'signedIn', user: signedIn.user }),
}));
const { AreaGuard } = await import('./area-guard.tsx');
const { portal } = await import('../../generated/portal.gen.ts');
const { canEnterArea, NOT_AUTHORISED_PAGE } = await import('./area-access.ts');

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderAt(contactType: string | null, entry: string | { pathname: string; state: unknown }, answer = () => reply(200, { userContact: { contactId: 'c-1', contactType } })) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { element: <AreaGuard area="LevyPayer" />, children: [{ path: '/levies-payer-portal', element: <h1>Levy payer dashboard</h1> }] },
    ],
    { initialEntries: ['/', entry], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('area guard (spec 1 section 6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
    signedIn.user = { oid: 'oid-1', roles: [] };
  });

  it('decides by contact type, or by the just-onboarded navigation state', () => {
    expect(canEnterArea('LevyPayer', { contactType: 'LevyPayer' }, null)).toBe(true);
    expect(canEnterArea('Certifier', { contactType: 'BuildingCertifier' }, null)).toBe(true);
    expect(canEnterArea('LevyPayer', { contactType: 'Certifier' }, null)).toBe(false);
    expect(canEnterArea('LevyPayer', null, { onboardedAs: 'LevyPayer' })).toBe(true);
    expect(canEnterArea('LevyPayer', { contactType: null }, { onboardedAs: 'Certifier' })).toBe(false);
  });

  it("shows the spec's message when the user's contact cannot be loaded, as the home page does", async () => {
    renderAt(null, '/levies-payer-portal', () => reply(500, { message: 'Boom happened' }));
    expect(await screen.findByText(/^Something went wrong when attempting to process user contact: .*Boom happened/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Levy payer dashboard' })).toBeNull();
  });

  it('lets a levy payer into the levy payer area', async () => {
    renderAt('LevyPayer', '/levies-payer-portal');
    expect(screen.getByRole('status').textContent).toContain('Loading page...');
    await screen.findByRole('heading', { name: 'Levy payer dashboard' });
  });

  it("shows a levy payer without an active role in their organisation the area's message, not its pages; an active member, and a certifier, get the page", async () => {
    const answer = (active: boolean, contactType: string) => (url: string) =>
      url.includes('/api/portalroles')
        ? reply(200, { portalRoles: [{ portalRoleId: 'r-1', contactId: 'c-1', organisationId: 'o-1', admin: false, company: false, user: true, active }] })
        : reply(200, { userContact: { contactId: 'c-1', contactType, organisationId: 'o-1' } });
    for (const [active, area] of [[false, 'LevyPayer'], [true, 'LevyPayer'], [false, 'Certifier']] as const) {
      const respond = answer(active, area === 'Certifier' ? 'BuildingCertifier' : 'LevyPayer');
      vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => respond(String(input instanceof Request ? input.url : input))));
      const router = createMemoryRouter(
        [{ element: <AreaGuard area={area} />, children: [{ path: '/levies-payer-portal', element: <h1>Levy payer dashboard</h1> }] }],
        { initialEntries: ['/levies-payer-portal'] },
      );
      const { unmount } = renderWithChakra(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      if (active || area === 'Certifier') {
        await screen.findByRole('heading', { name: 'Levy payer dashboard' });
        // Once the roles have come too, the page stays.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByRole('heading', { name: portal.messages.inactiveMembershipTitle })).toBeNull();
        expect(screen.getByRole('heading', { name: 'Levy payer dashboard' })).toBeTruthy();
      } else {
        await screen.findByRole('heading', { name: portal.messages.inactiveMembershipTitle });
        expect(screen.getByText(portal.messages.inactiveMembership)).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Levy payer dashboard' })).toBeNull();
      }
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('sends a certifier home with the not-authorised toast for 5 seconds', async () => {
    const create = vi.spyOn(toaster, 'create');
    const router = renderAt('Certifier', '/levies-payer-portal');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    await screen.findByText(NOT_AUTHORISED_PAGE);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toMatchObject({ type: 'error', title: NOT_AUTHORISED_PAGE, duration: 5000, closable: true });
    create.mockRestore();
  });

  it('sends a user not yet onboarded home, which leads to onboarding, without the not-authorised toast', async () => {
    const create = vi.spyOn(toaster, 'create');
    const router = renderAt(null, '/levies-payer-portal');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    // The toast would come in a microtask after the redirect: let it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
    create.mockRestore();
  });

  it('lets in a user just onboarded as a levy payer before the contact shows it', async () => {
    renderAt(null, { pathname: '/levies-payer-portal', state: { onboardedAs: 'LevyPayer' } });
    await screen.findByRole('heading', { name: 'Levy payer dashboard' });
  });

  it('sends a Forms Studio user home with the not-authorised toast, without asking for a contact they cannot have', async () => {
    signedIn.user = { oid: 'oid-1', roles: ['tester'] };
    const create = vi.spyOn(toaster, 'create');
    const router = renderAt(null, '/levies-payer-portal');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toMatchObject({ type: 'error', title: NOT_AUTHORISED_PAGE });
    expect(fetch).not.toHaveBeenCalled();
    create.mockRestore();
  });
});

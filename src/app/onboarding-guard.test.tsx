import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AppToaster, toaster } from '../../engine/react/index.ts';

const signedIn = { user: { oid: 'oid-1', roles: [] as string[] } };
vi.mock('../auth/index.ts', () => ({
  getAccessToken: async () => 'token-1',
  useAuth: () => ({ status: 'signedIn', user: signedIn.user }),
}));
const { OnboardingGuard } = await import('./onboarding-guard.tsx');
const { NOT_AUTHORISED_PAGE } = await import('./area-access.ts');
const { STUDIO_HOME } = await import('../../engine/core/studio-roles.ts');

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The guard of the contact's own pages, in front of a page standing in for the profile (or of onboarding). */
function renderProfile(start = '/own-details') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: STUDIO_HOME, element: <h1>Studio</h1> },
      { element: <OnboardingGuard need="notOnboarded" />, children: [{ path: '/onboarding', element: <h1>Onboarding</h1> }] },
      { element: <OnboardingGuard need="onboarded" />, children: [{ path: '/own-details', element: <h1>Own details</h1> }] },
    ],
    { initialEntries: [start] },
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

describe('onboarding guard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toaster.dismiss();
    signedIn.user = { oid: 'oid-1', roles: [] };
  });

  it('lets an onboarded contact open their own pages', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('portalroles') ? reply(200, { portalRoles: [{ portalRoleId: 'r-1' }] }) : reply(200, { userContact: { contactId: 'c-1', contactType: 'LevyPayer' } }),
    );
    renderProfile();
    await screen.findByRole('heading', { name: 'Own details' });
  });

  it("shows the spec's message when the user's contact cannot be loaded, as the home page does", async () => {
    vi.stubGlobal('fetch', async () => reply(500, { message: 'Boom happened' }));
    renderProfile();
    expect(await screen.findByText(/^Something went wrong when attempting to process user contact: .*Boom happened/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Own details' })).toBeNull();
  });

  it('sends a Forms Studio user, who has no contact, to the Studio with the not-authorised toast instead of failing on the contact', async () => {
    signedIn.user = { oid: 'oid-1', roles: ['analyst'] };
    vi.stubGlobal('fetch', vi.fn(async () => reply(403, { message: 'Your account is not authorised to access levy payer or certifier data.' })));
    const router = renderProfile();
    await screen.findByRole('heading', { name: 'Studio' });
    expect(router.state.location.pathname).toBe(STUDIO_HOME);
    await screen.findByText(NOT_AUTHORISED_PAGE);
  });

  it('sends a Forms Studio user away from onboarding too, with the same toast: they have no contact to make', async () => {
    signedIn.user = { oid: 'oid-1', roles: ['tester'] };
    vi.stubGlobal('fetch', vi.fn(async () => reply(403, { message: 'Your account is not authorised to access levy payer or certifier data.' })));
    const router = renderProfile('/onboarding');
    await screen.findByRole('heading', { name: 'Studio' });
    expect(router.state.location.pathname).toBe(STUDIO_HOME);
    await screen.findByText(NOT_AUTHORISED_PAGE);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';

const auth = vi.hoisted(() => ({ roles: [] as string[] }));
vi.mock('../auth/index.ts', () => ({
  getAccessToken: async () => 'token-1',
  useAuth: () => ({ status: 'signedIn', user: { oid: 'oid-1', email: 'a@example.com', givenName: 'A', familyName: 'B', roles: auth.roles } }),
}));
const { HomeRedirect } = await import('./home-redirect.tsx');

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function serve(contact: Response | (() => Response), roles: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/contact/user/oid-1') return typeof contact === 'function' ? contact() : contact;
    if (url.startsWith('/api/portalroles')) return roles();
    return reply(404, {});
  });
  return calls;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeRedirect /> },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
      { path: '/levies-payer-portal', element: <h1>Levy payer</h1> },
      { path: '/certifier-portal', element: <h1>Certifier</h1> },
      { path: '/studio', element: <h1>Studio</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const contact = (contactType: string | null) => () => reply(200, { userContact: { contactId: 'c-1', contactType, organisationId: null } });
const roles = (list: unknown[]) => () => reply(200, { portalRoles: list });

describe('HomeRedirect', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.roles = [];
  });

  it.each([['analyst'], ['tester']])('sends an %s to the Forms Studio without looking up a contact', async (role) => {
    auth.roles = [role];
    const calls = serve(contact('LevyPayer'), roles([{ portalRoleId: 'r' }]));
    renderHome();
    await screen.findByRole('heading', { name: 'Studio' });
    expect(calls).toEqual([]);
  });

  it('waits for the contact and roles, then sends a sole-trader levy payer to the levy payer portal', async () => {
    const calls = serve(contact('LevyPayer'), roles([{ portalRoleId: 'r', organisationId: null }]));
    renderHome();
    expect(screen.getByRole('status').textContent).toContain('Loading your account...');
    await screen.findByRole('heading', { name: 'Levy payer' });
    expect(calls).toContain('/api/portalroles?contactId=c-1');
  });

  it('sends a certifier to the certifier portal', async () => {
    serve(contact('Certifier'), roles([{ portalRoleId: 'r' }]));
    renderHome();
    await screen.findByRole('heading', { name: 'Certifier' });
  });

  it.each([
    ['no contact yet (404)', () => reply(404, { message: 'No contact' }), roles([])],
    ['no contact type', contact(null), roles([{ portalRoleId: 'r' }])],
    ['no portal roles', contact('LevyPayer'), roles([])],
    ['the roles lookup failed', contact('LevyPayer'), () => reply(500, { message: 'Down' })],
  ])('sends to onboarding with %s', async (_name, contactReply, rolesReply) => {
    serve(contactReply, rolesReply);
    renderHome();
    await screen.findByRole('heading', { name: 'Onboarding' });
  });

  it('says what went wrong when the contact cannot be loaded', async () => {
    serve(() => reply(500, { message: 'Server down' }), roles([]));
    renderHome();
    expect(await screen.findByText('Something went wrong when attempting to process user contact: Server down (500)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeTruthy();
  });
});

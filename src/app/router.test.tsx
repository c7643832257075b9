import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { SITE_TITLE } from '../shell/page-heading-focus.ts';

vi.mock('../auth/index.ts', async (original) => ({ ...(await original<typeof import('../auth/index.ts')>()), getAccessToken: async () => 'token-1' }));
// The home route's page fails when a test asks it to: a page's error.
const failure = vi.hoisted(() => ({ on: false }));
vi.mock('../pages/home-redirect.tsx', async (original) => {
  const actual = await original<typeof import('../pages/home-redirect.tsx')>();
  return {
    HomeRedirect: () => {
      if (failure.on) throw new Error('The page failed (test)');
      return actual.HomeRedirect();
    },
  };
});
const { routes } = await import('./router.tsx');

const auth = (status: AuthContextValue['status']): AuthContextValue => ({
  status,
  user: status === 'signedIn' ? { oid: 'user-1', givenName: 'Priya', familyName: 'Patel', email: 'payer@example.com', roles: [] } : null,
  signIn: async () => {},
  signOut: async () => {},
});

function renderAt(path: string, status: AuthContextValue['status']) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
  renderWithChakra(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth(status)}>
        <RouterProvider router={createMemoryRouter(routes(), { initialEntries: [path] })} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('router: the shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header with the first frame, while sign-in settles; the page and the account menu wait for it', async () => {
    // The menu's chunk is loaded, so only sign-in can keep it away.
    await import('../shell/account-menu.tsx');
    renderAt('/no-such-page', 'loading');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: SITE_TITLE })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Signing in...');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the page and the account menu once signed in', async () => {
    renderAt('/no-such-page', 'signedIn');
    expect(await screen.findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the header on the return from the provider too', () => {
    renderAt('/auth/callback', 'loading');
    expect(screen.getByRole('link', { name: SITE_TITLE })).toBeTruthy();
  });
});

describe('router: a page that fails', () => {
  afterEach(() => {
    failure.on = false;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Something went wrong!' inside the shell, its header and account menu kept", async () => {
    failure.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', 'signedIn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

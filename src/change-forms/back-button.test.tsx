import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserManager } from 'oidc-client-ts';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AuthCallbackPage } from '../auth/index.ts';
import { setUserManagerForTests } from '../auth/user-manager.ts';
import { BackButton } from './back-button.tsx';

function renderAt(path: string): ReturnType<typeof createBrowserRouter> {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/list', element: <h1>List</h1> },
    { path: '/list/item', element: <h1>Item</h1> },
    { path: '/list/item/form', element: <BackButton fallback="/list/item" /> },
    { path: '/auth/callback', element: <AuthCallbackPage /> },
  ]);
  renderWithChakra(<RouterProvider router={router} />);
  return router;
}

describe('BackButton', () => {
  afterEach(() => {
    setUserManagerForTests(undefined);
    window.history.replaceState(null, '', '/');
  });

  it('goes back to the previous page', async () => {
    const router = renderAt('/list');
    await act(() => router.navigate('/list/item/form'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes to its fallback when the page is the first the tab opened', async () => {
    const router = renderAt('/list/item/form');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Item' });
    expect(router.state.location.pathname).toBe('/list/item');
  });

  it("goes to its fallback, not the provider's page, when sign-in returned to it", async () => {
    // The tab opened the form signed out, went to the provider, and the provider sent it back.
    window.history.replaceState(null, '', '/oidc/interaction/abc');
    window.history.pushState(null, '', '/auth/callback?code=back&state=s1');
    const user = { state: { returnTo: '/list/item/form' } } as unknown as User;
    setUserManagerForTests({ signinRedirectCallback: async () => user } as Partial<UserManager> as UserManager);
    const router = renderAt('/auth/callback?code=back&state=s1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Item' });
    expect(router.state.location.pathname).toBe('/list/item');
  });
});

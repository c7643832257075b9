import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { SITE_TITLE } from '../shell/page-heading-focus.ts';
import { routes } from './router.tsx';

const signingIn: AuthContextValue = { status: 'loading', user: null, signIn: async () => {}, signOut: async () => {} };

describe('router: the shell', () => {
  it('shows the header with the first frame, while sign-in settles, and the page only once signed in', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/profile'] });
    renderWithChakra(
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={signingIn}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: SITE_TITLE })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Signing in...');
    // No account menu for a user who is not signed in yet.
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCallbackPage, type AuthCallbackPageProps } from './AuthCallbackPage.tsx';
import { setUserManagerForTests } from './user-manager.ts';

function renderAt(manager: Partial<UserManager>, onSignedIn?: AuthCallbackPageProps['onSignedIn']) {
  setUserManagerForTests(manager as UserManager);
  return render(
    <MemoryRouter initialEntries={['/auth/callback']}>
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackPage onSignedIn={onSignedIn} />} />
        <Route path="/profile" element={<h1>Profile page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  setUserManagerForTests(undefined);
  window.history.replaceState(null, '', '/');
});

describe('AuthCallbackPage', () => {
  it('completes the exchange and returns to the remembered path', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=s1');
    const signinRedirectCallback = vi.fn(async () => ({ state: { returnTo: '/profile' } }) as unknown as User);
    renderAt({ signinRedirectCallback });
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('reads what the new tokens are for first (onSignedIn), then returns; a failure there does not stop it', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=def&state=s4');
    const oid = '5d3c8a61-2f4e-4b7a-9c1d-0e2f3a4b5c6d';
    const user = { state: { returnTo: '/profile' }, profile: { sub: oid, oid, given_name: 'Carla3', family_name: 'Cruz' } } as unknown as User;
    let finish: () => void = () => undefined;
    const onSignedIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAt({ signinRedirectCallback: vi.fn(async () => user) }, onSignedIn);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ oid, givenName: 'Carla3', familyName: 'Cruz' }));
    expect(screen.getByRole('status').textContent).toBe('Signing in...');
    finish();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();

    cleanup();
    window.history.replaceState(null, '', '/auth/callback?code=ghi&state=s5');
    renderAt({ signinRedirectCallback: vi.fn(async () => user) }, vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });

  it('starts a fresh sign-in at once when the user cancelled at the provider (AADB2C90091)', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=s2');
    const cancelled = new ErrorResponse({
      error: 'access_denied',
      error_description: 'AADB2C90091: The user has cancelled entering self-asserted information.',
      userState: { returnTo: '/profile' },
    });
    const signinRedirect = vi.fn(async () => undefined);
    renderAt({ signinRedirectCallback: vi.fn(async () => Promise.reject(cancelled)), signinRedirect });
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/profile' } }));
  });

  it('offers to sign in again after any other failure', async () => {
    window.history.replaceState(null, '', '/auth/callback?state=s3');
    renderAt({ signinRedirectCallback: vi.fn(async () => Promise.reject(new Error('No matching state found'))) });
    expect(await screen.findByRole('button', { name: 'Sign in again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Sign-in could not be completed');
  });
});

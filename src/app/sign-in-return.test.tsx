import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserContact, userContactQuery } from '../api/queries.ts';
import { setUserManagerForTests } from '../auth/user-manager.ts';
import { SignInReturnPage } from './sign-in-return.tsx';

const OID = '5d3c8a61-2f4e-4b7a-9c1d-0e2f3a4b5c6d';

/** A signed-in user as oidc-client-ts keeps it, with the names its tokens carry. */
const signedInUser = (accessToken: string, givenName: string, returnTo = '/profile', roles?: string[]) =>
  ({
    access_token: accessToken,
    expired: false,
    expires_at: Date.now() / 1000 + 3600,
    profile: { sub: OID, oid: OID, given_name: givenName, family_name: 'Cruz', ...(roles ? { roles } : {}) },
    state: { returnTo },
  }) as unknown as User;

function ProfileName() {
  const contact = useUserContact(OID);
  return <h1>Profile page {contact.data?.firstName}</h1>;
}

function renderAt(manager: Partial<UserManager>, queryClient: QueryClient) {
  setUserManagerForTests(manager as UserManager);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/auth/callback']}>
        <Routes>
          <Route path="/auth/callback" element={<SignInReturnPage />} />
          <Route path="/profile" element={<ProfileName />} />
          <Route path="/studio" element={<h1>Studio</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The API's contact, named as each access token's claims say (the server takes the names from the token). */
function contactApi(firstNames: Record<string, string>, held: Record<string, Promise<void>> = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const token = String((init.headers as Record<string, string>).Authorization).replace('Bearer ', '');
    calls.push(`${url} ${token}`);
    await held[token];
    return new Response(JSON.stringify({ userContact: { contactId: 'contact-1', firstName: firstNames[token], lastName: 'Cruz' } }), { status: 200 });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUserManagerForTests(undefined);
  window.history.replaceState(null, '', '/');
});

describe('SignInReturnPage', () => {
  it('reads the contact again with the new tokens: back from the profile edit flow, the page shows the new name', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=s1');
    let current = signedInUser('old-token', 'Carla');
    const queryClient = new QueryClient();
    // Start-up read the contact with the tokens from before the edit.
    queryClient.setQueryData(userContactQuery(OID).queryKey, { contactId: 'contact-1', firstName: 'Carla', lastName: 'Cruz' } as never);
    const calls = contactApi({ 'old-token': 'Carla', 'new-token': 'Carla3' });
    const signinRedirectCallback = vi.fn(async () => (current = signedInUser('new-token', 'Carla3')));
    renderAt({ signinRedirectCallback, getUser: async () => current }, queryClient);
    expect(await screen.findByRole('heading', { name: 'Profile page Carla3' })).toBeTruthy();
    expect(calls).toEqual([`/api/contact/user/${OID} new-token`]);
  });

  it('lets no read begun with the old tokens land after the new one', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=def&state=s2');
    let current = signedInUser('old-token', 'Carla');
    const queryClient = new QueryClient();
    let releaseOld: () => void = () => undefined;
    const calls = contactApi({ 'old-token': 'Carla', 'new-token': 'Carla3' }, { 'old-token': new Promise((resolve) => (releaseOld = resolve)) });
    setUserManagerForTests({ getUser: async () => current } as unknown as UserManager);
    // Start-up's read with the tokens from before, still on its way.
    const startUp = queryClient.fetchQuery(userContactQuery(OID)).catch(() => undefined);
    await waitFor(() => expect(calls).toHaveLength(1));
    const signinRedirectCallback = vi.fn(async () => (current = signedInUser('new-token', 'Carla3')));
    renderAt({ signinRedirectCallback, getUser: async () => current }, queryClient);
    expect(await screen.findByRole('heading', { name: 'Profile page Carla3' })).toBeTruthy();
    releaseOld();
    await startUp;
    expect(screen.getByRole('heading').textContent).toBe('Profile page Carla3');
    expect(queryClient.getQueryData(userContactQuery(OID).queryKey)).toMatchObject({ firstName: 'Carla3' });
  });

  it('reads no contact for an analyst or a tester, who have none', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=ghi&state=s3');
    const analyst = signedInUser('token-a', 'Ana', '/studio', ['analyst']);
    const calls = contactApi({});
    renderAt({ signinRedirectCallback: vi.fn(async () => analyst), getUser: async () => analyst }, new QueryClient());
    expect(await screen.findByRole('heading', { name: 'Studio' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

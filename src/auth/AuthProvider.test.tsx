import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { setUserManagerForTests } from './user-manager.ts';

type Listener = (user?: User) => void;

/** A UserManager holding `current`, whose events the test raises as oidc-client-ts would. */
function fakeManager(initial: User | null) {
  const state = { current: initial };
  const listeners: Record<string, Listener[]> = { loaded: [], unloaded: [], expiring: [], expired: [] };
  const on = (name: string) => (listener: Listener) => {
    listeners[name].push(listener);
    return () => listeners[name].splice(listeners[name].indexOf(listener), 1);
  };
  const renewals = { count: 0 };
  const manager = {
    getUser: async () => state.current,
    // A renewal takes a round trip to the provider.
    signinSilent: async () => {
      renewals.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return state.current;
    },
    events: { addUserLoaded: on('loaded'), addUserUnloaded: on('unloaded'), addAccessTokenExpiring: on('expiring'), addAccessTokenExpired: on('expired') },
  };
  setUserManagerForTests(manager as unknown as UserManager);
  const raise = (name: string, user?: User) => act(() => listeners[name].forEach((listener) => listener(user)));
  return { state, raise, renewals };
}

const signedInUser = (givenName: string) =>
  ({ access_token: 'token', expires_at: Date.now() / 1000 + 3600, profile: { sub: 'user-1', oid: 'user-1', given_name: givenName } }) as unknown as User;

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status} ${user?.givenName ?? ''}`.trim()}</p>;
}

afterEach(() => {
  cleanup();
  setUserManagerForTests(undefined);
});

describe('AuthProvider', () => {
  it('is signed in with the user the tab holds', async () => {
    fakeManager(signedInUser('Pat'));
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await screen.findByText('signedIn Pat')).toBeTruthy();
  });

  it('hears the sign-in the return from the provider stores after the page read the tab, so the page does not sign in again', async () => {
    const manager = fakeManager(null);
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await screen.findByText('signedOut')).toBeTruthy();
    // The callback page's code exchange stores the user and raises userLoaded, well within a second.
    manager.state.current = signedInUser('Pat');
    await waitFor(() => expect(screen.getByText('signedOut')).toBeTruthy());
    manager.raise('loaded', manager.state.current);
    expect(screen.getByText('signedIn Pat')).toBeTruthy();
  });

  it('renews shortly before the token expires, once however often it is told, and hears renewals and the end of the sign-in', async () => {
    const manager = fakeManager(signedInUser('Pat'));
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await screen.findByText('signedIn Pat')).toBeTruthy();
    manager.raise('expiring');
    manager.raise('expiring');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(manager.renewals.count).toBe(1);
    manager.raise('loaded', signedInUser('Patricia'));
    expect(screen.getByText('signedIn Patricia')).toBeTruthy();
    manager.raise('expired');
    expect(screen.getByText('signedOut')).toBeTruthy();
  });
});

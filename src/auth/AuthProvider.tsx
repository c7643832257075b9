import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';
import { toAuthUser, type AuthUser } from './auth-user.ts';
import { renewSignIn } from './access-token.ts';
import { startSignIn, startSignOut } from './sign-in.ts';
import { secondsLeft, type SignIn } from './stored-sign-in.ts';
import { currentSignIn, getUserManager, rolesClaimName, userManagerLoaded } from './user-manager.ts';
import { whenSettled } from '../app/when-settled.ts';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const fromSignIn = (signIn: SignIn | null): AuthState =>
  signIn && secondsLeft(signIn) > 0 ? { status: 'signedIn', user: toAuthUser(signIn, rolesClaimName()) } : { status: 'signedOut', user: null };

/**
 * Holds the signed-in user (from session storage) and keeps it current as tokens renew. The user
 * is read from the tab's storage; the sign-in library, which renews tokens in the background and
 * reports sign-ins, renewals and sign-outs, loads when a sign-in needs it or once the page has
 * settled, so it is not among what a phone must download before a signed-in page shows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    const apply = (next: AuthState) => {
      if (active) setState(next);
    };
    // Every sign-in and renewal the library makes is heard from the moment anything loads it: the
    // return from the provider loads it at once and stores the new user while this page waits.
    // What is heard is newer than what was read from storage before.
    let heard = false;
    const hear = (next: AuthState) => {
      heard = true;
      apply(next);
    };
    currentSignIn().then(
      // The signed-in pages render as a transition React splits into slices: they are the
      // page's biggest render, and held the main thread for their whole length on a phone.
      (signIn) => !heard && startTransition(() => apply(fromSignIn(signIn))),
      () => !heard && apply({ status: 'error', user: null }),
    );
    userManagerLoaded()
      .then((manager) => {
        if (!active) return undefined;
        const { events } = manager;
        unsubscribe.push(
          events.addUserLoaded((user) => hear(fromSignIn(user))),
          events.addUserUnloaded(() => hear(fromSignIn(null))),
          // Renewed shortly before the access token expires, one renewal at a time.
          events.addAccessTokenExpiring(() => void renewSignIn().catch(() => undefined)),
          // Silent renewal failed and the token ran out: sign in again (silent if the
          // provider's session is still alive).
          events.addAccessTokenExpired(() => hear(fromSignIn(null))),
        );
        // Loads the stored user's token timers (its coming expiry is reported, and renewed before),
        // and takes any user stored since this page first read the tab's storage.
        return manager.getUser().then((user) => {
          if (!heard) apply(fromSignIn(user));
        });
      })
      .catch(() => undefined);
    const cancel = whenSettled(() => void getUserManager().catch(() => undefined));
    return () => {
      active = false;
      cancel();
      unsubscribe.forEach((off) => off());
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn: (returnTo?: string) => startSignIn(returnTo), signOut: startSignOut }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

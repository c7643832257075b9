import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';
import { toAuthUser, type AuthUser } from './auth-user.ts';
import { startSignIn, startSignOut } from './sign-in.ts';
import { secondsLeft, type SignIn } from './stored-sign-in.ts';
import { currentSignIn, getUserManager, rolesClaimName } from './user-manager.ts';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const fromSignIn = (signIn: SignIn | null): AuthState =>
  signIn && secondsLeft(signIn) > 0 ? { status: 'signedIn', user: toAuthUser(signIn, rolesClaimName()) } : { status: 'signedOut', user: null };

/** After the page has loaded and shown itself: what it needs to keep going, not to start. */
const SETTLE_MS = 2000;

function whenSettled(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(work, SETTLE_MS));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

/**
 * Holds the signed-in user (from session storage) and keeps it current as tokens renew. The user
 * is read from the tab's storage; the sign-in library, which renews tokens in the background and
 * reports renewals and sign-outs, loads once the page has settled, so it is not among what a
 * phone must download before the page shows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    const apply = (next: AuthState) => {
      if (active) setState(next);
    };
    currentSignIn().then(
      // The signed-in pages render as a transition React splits into slices: they are the
      // page's biggest render, and held the main thread for their whole length on a phone.
      (signIn) => startTransition(() => apply(fromSignIn(signIn))),
      () => apply({ status: 'error', user: null }),
    );
    const cancel = whenSettled(() => {
      getUserManager()
        .then((manager) => {
          if (!active) return;
          const { events } = manager;
          unsubscribe.push(
            events.addUserLoaded((user) => apply(fromSignIn(user))),
            events.addUserUnloaded(() => apply(fromSignIn(null))),
            // Silent renewal failed and the token ran out: sign in again (silent if the
            // provider's session is still alive).
            events.addAccessTokenExpired(() => apply(fromSignIn(null))),
          );
          // Loads the stored user's token timers: its expiry is reported, and renewed before.
          return manager.getUser();
        })
        .catch(() => undefined);
    });
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

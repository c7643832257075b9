import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'oidc-client-ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';
import { toAuthUser, type AuthUser } from './auth-user.ts';
import { startSignIn, startSignOut } from './sign-in.ts';
import { getUserManager, rolesClaimName } from './user-manager.ts';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const fromUser = (user: User | null): AuthState =>
  user && !user.expired ? { status: 'signedIn', user: toAuthUser(user, rolesClaimName()) } : { status: 'signedOut', user: null };

/** Holds the signed-in user (from session storage) and keeps it current as tokens renew. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    const apply = (next: AuthState) => {
      if (active) setState(next);
    };
    getUserManager()
      .then(async (manager) => {
        const { events } = manager;
        unsubscribe.push(
          events.addUserLoaded((user) => apply(fromUser(user))),
          events.addUserUnloaded(() => apply(fromUser(null))),
          // Silent renewal failed and the token ran out: sign in again (silent if the
          // provider's session is still alive).
          events.addAccessTokenExpired(() => apply(fromUser(null))),
        );
        const user = await manager.getUser();
        // The signed-in pages render as a transition React splits into slices: they are the
        // page's biggest render, and held the main thread for their whole length on a phone.
        startTransition(() => apply(fromUser(user)));
      })
      .catch(() => apply({ status: 'error', user: null }));
    return () => {
      active = false;
      unsubscribe.forEach((off) => off());
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn: (returnTo?: string) => startSignIn(returnTo), signOut: startSignOut }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

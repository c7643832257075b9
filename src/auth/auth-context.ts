import { createContext, useContext } from 'react';
import type { AuthUser } from './auth-user.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Starts the sign-in redirect; comes back to `returnTo` (default: the current path). */
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The sign-in state; use inside `<AuthProvider>`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

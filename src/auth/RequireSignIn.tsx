import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from './auth-context.ts';

/** Shows `children` to a signed-in user; otherwise starts sign-in and comes back here. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, signIn } = useAuth();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (status === 'signedOut') void signIn(`${pathname}${search}${hash}`).catch(() => undefined);
  }, [status, signIn, pathname, search, hash]);

  if (status === 'signedIn') return <>{children}</>;
  if (status === 'error') {
    return <p role="alert">Sign-in is not available at the moment. Please try again later.</p>;
  }
  return <p role="status">Signing in...</p>;
}

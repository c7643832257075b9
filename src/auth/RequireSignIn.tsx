import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from './auth-context.ts';

/**
 * Shows `children` to a signed-in user; otherwise starts sign-in and comes back here. While
 * sign-in settles, or when it fails, its message is shown inside `frame` (the page's boot shell).
 */
export function RequireSignIn({ children, frame = (content) => content }: { children: ReactNode; frame?: (content: ReactNode) => ReactNode }) {
  const { status, signIn } = useAuth();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (status === 'signedOut') void signIn(`${pathname}${search}${hash}`).catch(() => undefined);
  }, [status, signIn, pathname, search, hash]);

  if (status === 'signedIn') return <>{children}</>;
  if (status === 'error') {
    return frame(<p role="alert">Sign-in is not available at the moment. Please try again later.</p>);
  }
  return frame(<p role="status">Signing in...</p>);
}

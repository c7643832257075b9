import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { safeReturnTo } from './auth-user.ts';
import { startSignIn } from './sign-in.ts';
import { getUserManager } from './user-manager.ts';

// One exchange per callback URL: React runs effects twice in development, and a code is single use.
const exchanges = new Map<string, Promise<User>>();
function completeOnce(manager: UserManager, url: string): Promise<User> {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = manager.signinRedirectCallback(url);
    exchanges.set(url, exchange);
  }
  return exchange;
}

/** Azure AD B2C's code when the user cancels at the provider (spec 1): sign in afresh. */
const isCancelled = (error: unknown) =>
  error instanceof ErrorResponse && Boolean(error.error_description?.includes('AADB2C90091'));

/** Route `/auth/callback`: completes the code exchange and returns to the remembered path. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const url = window.location.href;
    getUserManager()
      .then((manager) => completeOnce(manager, url))
      .then((user) => {
        if (active) navigate(safeReturnTo(user.state), { replace: true });
      })
      .catch((error: unknown) => {
        if (isCancelled(error)) return startSignIn(safeReturnTo((error as ErrorResponse).state));
        if (active) setFailed(true);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [navigate]);

  if (!failed) return <p role="status">Signing in...</p>;
  return (
    <div role="alert">
      <h1>Sign-in could not be completed</h1>
      <p>Please try signing in again.</p>
      <button type="button" onClick={() => void startSignIn('/')}>
        Sign in again
      </button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ErrorResponse, User, UserManager } from 'oidc-client-ts';
import { safeReturnTo, SIGN_IN_LANDING, toAuthUser, type AuthUser } from './auth-user.ts';
import { startSignIn } from './sign-in.ts';
import { forgetOtherTabsFiles } from '../app/tab-session.ts';
import { getUserManager, rolesClaimName } from './user-manager.ts';

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

/**
 * Azure AD B2C's code when the user cancels at the provider (spec 1): sign in afresh. Read from the
 * provider's error answer (oidc-client-ts' ErrorResponse) by its fields, so this page does not
 * load the library before it needs it.
 */
const isCancelled = (error: unknown): error is ErrorResponse => {
  const description = (error as Partial<ErrorResponse> | null)?.error_description;
  return typeof description === 'string' && description.includes('AADB2C90091');
};

export interface AuthCallbackPageProps {
  /**
   * Awaited once the new tokens are stored, before returning to the remembered path: what the
   * portal reads with them first (the user's contact, whose names may have changed at the
   * provider's profile edit flow). Its failure does not stop the return.
   */
  onSignedIn?: (user: AuthUser) => Promise<void>;
}

/** Route `/auth/callback`: completes the code exchange and returns to the remembered path. */
export function AuthCallbackPage({ onSignedIn }: AuthCallbackPageProps = {}) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  useEffect(() => {
    let active = true;
    const url = window.location.href;
    getUserManager()
      .then((manager) => completeOnce(manager, url))
      .then(async (user) => {
        void forgetOtherTabsFiles();
        await signedIn.current?.(toAuthUser(user, rolesClaimName())).catch(() => undefined);
        if (active) navigate(safeReturnTo(user.state), { replace: true, state: SIGN_IN_LANDING });
      })
      .catch((error: unknown) => {
        if (isCancelled(error)) return startSignIn(safeReturnTo(error.state));
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

import type { User, UserManager } from 'oidc-client-ts';
import { secondsLeft } from './stored-sign-in.ts';
import { currentSignIn, getUserManager } from './user-manager.ts';

// Renew when fewer seconds than this remain (below oidc-client-ts's own 60 s renewal point).
const MIN_VALIDITY_SECONDS = 30;

let renewing: Promise<User | null> | undefined;

/** One renewal at a time: refresh tokens rotate, so parallel renewals would fail. */
function renewOnce(manager: UserManager): Promise<User | null> {
  renewing ??= manager.signinSilent().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/**
 * Renews the sign-in with its refresh token, unless a renewal is on its way: what the page does
 * shortly before the access token expires (the library's `accessTokenExpiring`).
 */
export async function renewSignIn(): Promise<void> {
  await renewOnce(await getUserManager());
}

/**
 * A valid access token for the API, renewed silently when near expiry (only then is the sign-in
 * library loaded). Throws 'no auth accounts found' when nobody is signed in and 'unable to
 * retrieve api token' when renewal fails (spec 1 section 6).
 */
export async function getAccessToken(): Promise<string> {
  const signIn = await currentSignIn();
  if (!signIn) throw new Error('no auth accounts found');
  if (secondsLeft(signIn) > MIN_VALIDITY_SECONDS) return signIn.access_token;
  try {
    const renewed = await renewOnce(await getUserManager());
    if (renewed?.access_token && !renewed.expired) return renewed.access_token;
  } catch {
    // Fall through to the spec's message.
  }
  throw new Error('unable to retrieve api token');
}

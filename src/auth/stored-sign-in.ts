/**
 * The sign-in oidc-client-ts keeps in the tab's session storage, read without its code: a page
 * with a valid token calls the API and shows the user before (or without) loading the library,
 * which is needed only to sign in, out, or renew.
 */

/** The fields of oidc-client-ts' stored user the portal reads. */
export interface SignIn {
  access_token: string;
  /** Seconds since the epoch when the access token expires. */
  expires_at?: number;
  profile: { sub: string; [claim: string]: unknown };
}

/** The storage key oidc-client-ts keeps a provider's user under for a client. */
export const signInKey = (issuer: string, clientId: string) => `oidc.user:${issuer}:${clientId}`;

/** The sign-in stored under `key`, if any is there and well formed. */
export function readStoredSignIn(storage: Storage, key: string): SignIn | null {
  const stored = storage.getItem(key);
  if (!stored) return null;
  try {
    const signIn = JSON.parse(stored) as Partial<SignIn>;
    if (typeof signIn.access_token !== 'string' || !signIn.profile || typeof signIn.profile.sub !== 'string') return null;
    return signIn as SignIn;
  } catch {
    return null;
  }
}

/** Seconds before the access token expires (none: it does not say, so it is taken as valid). */
export function secondsLeft(signIn: Pick<SignIn, 'expires_at'>, nowMs: number = Date.now()): number {
  return signIn.expires_at === undefined ? Infinity : signIn.expires_at - nowMs / 1000;
}

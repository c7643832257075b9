import { forgetTabSession } from '../app/tab-session.ts';
import { authConfig, getUserManager } from './user-manager.ts';

let redirecting = false;

/** The current path, to come back to after signing in. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Sends the browser to the identity provider once (React may ask twice in development). */
export async function startSignIn(returnTo: string = currentPath()): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    const manager = await getUserManager();
    await manager.signinRedirect({ state: { returnTo } });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

/** Opens the provider's profile edit user flow; the portal comes back to `returnTo` with fresh tokens. */
export async function startProfileEdit(returnTo: string = currentPath()): Promise<void> {
  const [manager, config] = await Promise.all([getUserManager(), authConfig()]);
  if (!config.profileEditPolicy) return;
  redirecting = true;
  try {
    await manager.signinRedirect({ state: { returnTo }, extraQueryParams: { p: config.profileEditPolicy } });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

/**
 * Signs out at the provider and comes back to the portal root. Removing the local user makes
 * the app look signed out at once; the flag keeps that from starting a new sign-in, which would
 * navigate away before the provider has ended its session (and sign the user straight back in).
 */
export async function startSignOut(): Promise<void> {
  // A second press while the first is under way starts nothing more.
  if (redirecting) return;
  redirecting = true;
  // The kept files go before the page does (a navigation could cut the database's delete short); not waited on for long.
  await Promise.race([forgetTabSession(), new Promise((resolve) => setTimeout(resolve, 300))]);
  try {
    const manager = await getUserManager();
    await manager.signoutRedirect();
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

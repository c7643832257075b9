import { getUserManager } from './user-manager.ts';

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

/** Signs out at the provider and comes back to the portal root. */
export async function startSignOut(): Promise<void> {
  const manager = await getUserManager();
  await manager.signoutRedirect();
}

import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { fetchAuthConfig, type AuthConfig } from './auth-config.ts';

/** Settings for the portal's public client: code + PKCE, session storage, refresh-token renewal. */
export function userManagerSettings(config: AuthConfig, origin: string, storage: Storage) {
  return {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    scope: config.oidcScope,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    // Renews with the refresh token shortly before the access token expires.
    automaticSilentRenew: true,
    loadUserInfo: false,
  };
}

/** Whether this tab's session storage holds a sign-in (oidc-client-ts keeps it as `oidc.user:<issuer>:<client>`), read without the configuration. */
export function hasStoredSignIn(storage: Storage = window.sessionStorage): boolean {
  for (let index = 0; index < storage.length; index += 1) if (storage.key(index)?.startsWith('oidc.user:')) return true;
  return false;
}

let manager: Promise<UserManager> | undefined;
let rolesClaim = 'roles';

/** The ID token claim holding the user's roles, as `/api/config` names it once loaded. */
export const rolesClaimName = (): string => rolesClaim;

/** The one UserManager of the page, created once the configuration has loaded. */
export function getUserManager(): Promise<UserManager> {
  if (!manager) {
    const pending = fetchAuthConfig().then((config) => {
      rolesClaim = config.oidcRolesClaim;
      return new UserManager(userManagerSettings(config, window.location.origin, window.sessionStorage));
    });
    manager = pending;
    pending.catch(() => {
      if (manager === pending) manager = undefined;
    });
  }
  return manager;
}

/** Tests only: use this manager instead of one built from `/api/config`. */
export function setUserManagerForTests(value: UserManager | undefined): void {
  manager = value ? Promise.resolve(value) : undefined;
}

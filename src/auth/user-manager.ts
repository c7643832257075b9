import type { UserManager } from 'oidc-client-ts';
import { fetchAuthConfig, type AuthConfig } from './auth-config.ts';
import { readStoredSignIn, signInKey, type SignIn } from './stored-sign-in.ts';

type StateStoreClass = typeof import('oidc-client-ts').WebStorageStateStore;

/** Settings for the portal's public client: code + PKCE, session storage, refresh-token renewal. */
export function userManagerSettings(config: AuthConfig, origin: string, storage: Storage, StateStore: StateStoreClass) {
  return {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    scope: config.oidcScope,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new StateStore({ store: storage }),
    stateStore: new StateStore({ store: storage }),
    // The portal renews itself (access-token.ts), one renewal at a time: refresh tokens rotate, and
    // the library's own renewal could run beside one the portal started, and fail.
    automaticSilentRenew: false,
    loadUserInfo: false,
  };
}

/** Whether this tab's session storage holds a sign-in (oidc-client-ts keeps it as `oidc.user:<issuer>:<client>`), read without the configuration. */
export function hasStoredSignIn(storage: Storage = window.sessionStorage): boolean {
  for (let index = 0; index < storage.length; index += 1) if (storage.key(index)?.startsWith('oidc.user:')) return true;
  return false;
}

let config: Promise<AuthConfig> | undefined;
let rolesClaim = 'roles';

/** The sign-in configuration (`/api/config`, preloaded with the page), asked for once; a failure is asked again. */
export function authConfig(): Promise<AuthConfig> {
  if (!config) {
    const pending = fetchAuthConfig().then((loaded) => {
      rolesClaim = loaded.oidcRolesClaim;
      return loaded;
    });
    config = pending;
    pending.catch(() => {
      if (config === pending) config = undefined;
    });
  }
  return config;
}

/** The ID token claim holding the user's roles, as `/api/config` names it once loaded. */
export const rolesClaimName = (): string => rolesClaim;

let manager: Promise<UserManager> | undefined;
let markLoaded: (loaded: UserManager) => void = () => undefined;
let loaded = new Promise<UserManager>((resolve) => (markLoaded = resolve));

/**
 * The one UserManager of the page: oidc-client-ts, loaded as a chunk of its own when first needed
 * (to sign in or out, to renew, or once the page has settled), with the configuration.
 */
export function getUserManager(): Promise<UserManager> {
  if (!manager) {
    const pending = Promise.all([authConfig(), import('oidc-client-ts')]).then(
      ([config, { UserManager, WebStorageStateStore }]) => new UserManager(userManagerSettings(config, window.location.origin, window.sessionStorage, WebStorageStateStore)),
    );
    manager = pending;
    pending.then(markLoaded, () => {
      if (manager === pending) manager = undefined;
    });
  }
  return manager;
}

/**
 * The UserManager once something has loaded it, without loading it: who must hear every sign-in
 * and renewal it makes (the return from the provider loads it at once) waits on this.
 */
export const userManagerLoaded = (): Promise<UserManager> => loaded;

let testManager: UserManager | undefined;

/** The tab's sign-in, as oidc-client-ts stored it, read without loading it. */
export async function currentSignIn(): Promise<SignIn | null> {
  if (testManager) return (await testManager.getUser()) as SignIn | null;
  const loaded = await authConfig();
  return readStoredSignIn(window.sessionStorage, signInKey(loaded.oidcIssuer, loaded.oidcClientId));
}

/** Tests only: use this manager, and the sign-in it holds, instead of those of `/api/config` and the tab. */
export function setUserManagerForTests(value: UserManager | undefined): void {
  testManager = value;
  manager = value ? Promise.resolve(value) : undefined;
  loaded = value ? Promise.resolve(value) : new Promise<UserManager>((resolve) => (markLoaded = resolve));
}

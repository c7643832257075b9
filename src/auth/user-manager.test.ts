import { afterEach, describe, expect, it, vi } from 'vitest';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { readStoredSignIn, secondsLeft, signInKey } from './stored-sign-in.ts';

const config = { oidcIssuer: 'https://id.example/oidc', oidcClientId: 'levy-portal', oidcScope: 'openid', oidcAudience: '', oidcRolesClaim: 'roles' };
const profile = { sub: 'user-1', iss: config.oidcIssuer, aud: 'levy-portal', exp: 0, iat: 0, given_name: 'Pat' };

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the sign-in the tab holds', () => {
  it('is seen as oidc-client-ts stores it, and nothing before or after it', async () => {
    const { hasStoredSignIn, userManagerSettings } = await import('./user-manager.ts');
    const storage = window.sessionStorage;
    storage.setItem('unrelated', '1');
    const manager = new UserManager({ ...userManagerSettings(config, 'https://portal.example', storage, WebStorageStateStore), automaticSilentRenew: false });
    const key = signInKey(config.oidcIssuer, config.oidcClientId);
    expect(hasStoredSignIn(storage)).toBe(false);
    expect(readStoredSignIn(storage, key)).toBeNull();
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    await manager.storeUser(new User({ access_token: 'token', token_type: 'Bearer', expires_at: expiresAt, profile }));
    expect(hasStoredSignIn(storage)).toBe(true);
    expect(readStoredSignIn(storage, key)).toMatchObject({ access_token: 'token', expires_at: expiresAt, profile: { sub: 'user-1', given_name: 'Pat' } });
    await manager.removeUser();
    expect(hasStoredSignIn(storage)).toBe(false);
    expect(readStoredSignIn(storage, key)).toBeNull();
  });

  it('is read without loading the sign-in library, under the key of the configured provider and client', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(config), { status: 200 }));
    const oidc = vi.fn();
    vi.doMock('oidc-client-ts', () => {
      oidc();
      return {};
    });
    const { currentSignIn } = await import('./user-manager.ts');
    window.sessionStorage.setItem('oidc.user:https://other.example:levy-portal', JSON.stringify({ access_token: 'other', profile: { sub: 'x' } }));
    expect(await currentSignIn()).toBeNull();
    window.sessionStorage.setItem(signInKey(config.oidcIssuer, config.oidcClientId), JSON.stringify({ access_token: 'mine', expires_at: 1, profile: { sub: 'user-1' } }));
    expect(await currentSignIn()).toMatchObject({ access_token: 'mine' });
    expect(oidc).not.toHaveBeenCalled();
    vi.doUnmock('oidc-client-ts');
  });

  it('is no sign-in when what is stored is not one', () => {
    const storage = window.sessionStorage;
    for (const stored of ['not json', '{}', JSON.stringify({ access_token: 'a' }), JSON.stringify({ access_token: 1, profile: { sub: 's' } })]) {
      storage.setItem('k', stored);
      expect(readStoredSignIn(storage, 'k'), stored).toBeNull();
    }
  });

  it('says how many seconds its token has left', () => {
    expect(secondsLeft({ expires_at: 1_000 }, 900_000)).toBe(100);
    expect(secondsLeft({ expires_at: 1_000 }, 1_000_000)).toBe(0);
    expect(secondsLeft({}, 1_000_000)).toBe(Infinity);
  });
});

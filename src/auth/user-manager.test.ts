import { describe, expect, it } from 'vitest';
import { User, UserManager } from 'oidc-client-ts';
import { hasStoredSignIn, userManagerSettings } from './user-manager.ts';

const config = { oidcIssuer: 'https://id.example/oidc', oidcClientId: 'levy-portal', oidcScope: 'openid', oidcAudience: '', oidcRolesClaim: 'roles' };

describe('hasStoredSignIn', () => {
  it('sees the sign-in oidc-client-ts stores in the tab, and nothing before or after it', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    storage.setItem('unrelated', '1');
    const manager = new UserManager({ ...userManagerSettings(config, 'https://portal.example', storage), automaticSilentRenew: false });
    expect(hasStoredSignIn(storage)).toBe(false);
    await manager.storeUser(new User({ access_token: 'token', token_type: 'Bearer', profile: { sub: 'user-1', iss: config.oidcIssuer, aud: 'levy-portal', exp: 0, iat: 0 } }));
    expect(hasStoredSignIn(storage)).toBe(true);
    await manager.removeUser();
    expect(hasStoredSignIn(storage)).toBe(false);
    storage.clear();
  });
});

import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from './access-token.ts';
import { setUserManagerForTests } from './user-manager.ts';

const user = (token: string, expiresIn: number) =>
  ({ access_token: token, expires_at: Date.now() / 1000 + expiresIn, expired: expiresIn <= 0, profile: { sub: 'user-1' } }) as unknown as User;

function fakeManager(current: User | null, renew: () => Promise<User | null>) {
  const manager = { getUser: vi.fn(async () => current), signinSilent: vi.fn(renew) };
  setUserManagerForTests(manager as unknown as UserManager);
  return manager;
}

afterEach(() => setUserManagerForTests(undefined));

describe('getAccessToken', () => {
  it('returns the stored token while it is valid', async () => {
    const manager = fakeManager(user('t1', 600), async () => null);
    expect(await getAccessToken()).toBe('t1');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews once for concurrent callers when the token is about to expire', async () => {
    const manager = fakeManager(user('old', 10), async () => user('new', 3600));
    expect(await Promise.all([getAccessToken(), getAccessToken()])).toEqual(['new', 'new']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it("throws 'no auth accounts found' without a user", async () => {
    fakeManager(null, async () => null);
    await expect(getAccessToken()).rejects.toThrow('no auth accounts found');
  });

  it("throws 'unable to retrieve api token' when renewal fails", async () => {
    fakeManager(user('old', 0), async () => {
      throw new Error('invalid_grant');
    });
    await expect(getAccessToken()).rejects.toThrow('unable to retrieve api token');
  });
});

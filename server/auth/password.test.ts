import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes in the scrypt$salt$hash format with a fresh salt each time', async () => {
    const a = await hashPassword('demo-password');
    const b = await hashPassword('demo-password');
    expect(a).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo-password');
    expect(await verifyPassword('demo-password', stored)).toBe(true);
    expect(await verifyPassword('demo-passwor', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$zz$zz', 'bcrypt$00$00', 'scrypt$abcd$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestIssuer } from './test-issuer.ts';

describe('createTestIssuer', () => {
  it('issues tokens its verifier accepts, and refuses expired or foreign ones', async () => {
    const test = await createTestIssuer();
    const oid = '3f6c1d0e-8a4b-4f7e-9b2a-1c2d3e4f5a6b';
    expect(await test.verify(await test.issue({ oid, email: 'staff@example.com', given_name: 'Sam' }))).toEqual({
      oid,
      email: 'staff@example.com',
      givenName: 'Sam',
      familyName: undefined,
      roles: [],
      issuedAt: expect.any(Number),
    });
    await expect(test.verify(await test.issue({ oid }, { expiresIn: -600 }))).rejects.toThrow();
    await expect(test.verify(await test.issue({ oid }, { audience: 'api://else' }))).rejects.toThrow();
    const other = await createTestIssuer();
    await expect(test.verify(await other.issue({ oid }))).rejects.toThrow();
  });
});

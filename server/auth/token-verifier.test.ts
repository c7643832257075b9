import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './token-verifier.ts';

const audience = 'api://levy-portal';
let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let publicJwk: JWK;
let discoveryHits = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/oidc/.well-known/openid-configuration') {
      discoveryHits += 1;
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/oidc/jwks') {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Overrides { iss?: string; aud?: string; exp?: number; key?: CryptoKey; claims?: Record<string, unknown> }

async function token({ iss = issuer, aud = audience, exp, key = privateKey, claims }: Overrides = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    oid: '0b9c2f7e-5a43-4d0e-9d41-3f1f0b1e2c11',
    emails: ['payer@example.com'],
    given_name: 'Pat',
    family_name: 'Payer',
    tfp: 'B2C_1_signupsignin',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject('0b9c2f7e-5a43-4d0e-9d41-3f1f0b1e2c11')
    .setIssuedAt(now)
    .setExpirationTime(exp ?? now + 600)
    .sign(key);
}

describe('createTokenVerifier', () => {
  it('accepts a good token and maps the B2C claims, discovering the JWKS once', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    const identity = await verify(await token());
    expect(identity).toEqual({
      oid: '0b9c2f7e-5a43-4d0e-9d41-3f1f0b1e2c11',
      email: 'payer@example.com',
      givenName: 'Pat',
      familyName: 'Payer',
      roles: [],
      issuedAt: expect.any(Number),
    });
    await verify(await token());
    expect(discoveryHits).toBe(1);
  });

  it('reads the roles from the configured claim, a list or a single name', async () => {
    const verify = createTokenVerifier({ issuer, audience, rolesClaim: 'extension_Roles' });
    expect((await verify(await token({ claims: { extension_Roles: ['analyst', 7] } }))).roles).toEqual(['analyst']);
    expect((await verify(await token({ claims: { extension_Roles: 'tester', roles: ['analyst'] } }))).roles).toEqual(['tester']);
  });

  it('falls back to sub and email when oid and emails are absent', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    const identity = await verify(await token({ claims: { oid: undefined, emails: undefined, email: 'a@b.com' } }));
    expect(identity.oid).toBe('0b9c2f7e-5a43-4d0e-9d41-3f1f0b1e2c11');
    expect(identity.email).toBe('a@b.com');
  });

  it('rejects a token for another audience', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    await expect(verify(await token({ aud: 'api://other' }))).rejects.toThrow(/aud/);
  });

  it('rejects a token from another issuer', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    await expect(verify(await token({ iss: 'https://evil.example/oidc' }))).rejects.toThrow(/iss/);
  });

  it('rejects an expired token', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    await expect(verify(await token({ exp: Math.floor(Date.now() / 1000) - 600 }))).rejects.toThrow(/exp/);
  });

  it('rejects a token signed by another key', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    const other = await generateKeyPair('RS256');
    await expect(verify(await token({ key: other.privateKey }))).rejects.toThrow(/signature/);
  });

  it('rejects garbage and unsigned tokens', async () => {
    const verify = createTokenVerifier({ issuer, audience });
    await expect(verify('not-a-jwt')).rejects.toThrow();
    const [header, payload] = (await token()).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await expect(verify(none)).rejects.toThrow();
    await expect(verify(`${header}.${payload}.`)).rejects.toThrow();
  });

  it('retries discovery after a failure', async () => {
    const verify = createTokenVerifier({ issuer: `${issuer}/missing`, audience });
    await expect(verify(await token())).rejects.toThrow(/discovery failed/);
    await expect(verify(await token())).rejects.toThrow(/discovery failed/);
  });
});

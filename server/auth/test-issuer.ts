import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { createTokenVerifier, type TokenVerifier } from './token-verifier.ts';

export interface TestClaims {
  oid: string;
  email?: string | null;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface IssueOptions {
  /** Seconds from now; negative for an already expired token. Default 3600. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** The token's `iat`, seconds since 1970; default now. */
  issuedAt?: number;
}

export interface TestIssuer {
  issuer: string;
  audience: string;
  verify: TokenVerifier;
  /** Signs an access token shaped like Azure AD B2C's (oid, emails, tfp). */
  issue(claims: TestClaims, options?: IssueOptions): Promise<string>;
}

/** A local RS256 issuer for route tests that must not run the whole sign-in flow. */
export async function createTestIssuer(
  { issuer = 'https://issuer.test/oidc', audience = 'api://levy-portal' } = {},
): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'test-key';
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });

  const issue = async ({ oid, email, ...rest }: TestClaims, options: IssueOptions = {}): Promise<string> => {
    const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
    const payload: JWTPayload = {
      tfp: 'B2C_1_signupsignin',
      ...(email ? { emails: [email] } : {}),
      ...rest,
      oid,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setSubject(oid)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(privateKey);
  };

  return { issuer, audience, verify: createTokenVerifier({ issuer, audience, jwks }), issue };
}

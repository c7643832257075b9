import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { identityFromClaims, type Identity } from './identity.ts';

export type { Identity } from './identity.ts';
export type TokenVerifier = (token: string) => Promise<Identity>;

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys to trust instead of the issuer's published JWKS (tests). */
  jwks?: JWTVerifyGetKey;
  /** Seconds of clock skew tolerated on exp/nbf. */
  clockTolerance?: number;
  /** The claim that lists the user's roles; default `roles`. */
  rolesClaim?: string;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/** Finds the issuer's jwks_uri through OpenID discovery. */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery failed at ${url}: HTTP ${response.status}`);
  const metadata = (await response.json()) as { jwks_uri?: unknown };
  if (typeof metadata.jwks_uri !== 'string') throw new Error(`OpenID discovery at ${url} has no jwks_uri`);
  return new URL(metadata.jwks_uri);
}

/**
 * Verifies bearer access tokens: signature (issuer's JWKS), issuer, audience and expiry.
 * Discovery is lazy (first token) and cached, so a provider mounted in this same process
 * is reachable by then; a failed discovery is retried on the next token.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { issuer, audience, clockTolerance = 30, rolesClaim = 'roles' } = options;
  let keys: Promise<JWTVerifyGetKey> | undefined = options.jwks ? Promise.resolve(options.jwks) : undefined;

  const getKeys = (): Promise<JWTVerifyGetKey> => {
    if (!keys) {
      const pending = discoverJwksUri(issuer).then((uri) => createRemoteJWKSet(uri));
      keys = pending;
      pending.catch(() => {
        if (keys === pending) keys = undefined;
      });
    }
    return keys;
  };

  return async (token: string) => {
    const jwks = await getKeys();
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience,
      algorithms: ALGORITHMS,
      clockTolerance,
      requiredClaims: ['exp'],
    });
    return identityFromClaims(payload, rolesClaim);
  };
}

import type { JWTPayload } from 'jose';

/** The signed-in user as the API sees them, from an Azure-AD-B2C-shaped access token. */
export interface Identity {
  /** The account's object id (B2C `oid`, or `sub` when an issuer has no `oid`). */
  oid: string;
  email: string | null;
  givenName?: string;
  familyName?: string;
  /** Roles the identity provider grants (its roles claim), e.g. `analyst`, `tester`. */
  roles: string[];
  /** When the provider issued the token (`iat`, seconds since 1970): how current its name claims are. */
  issuedAt?: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Maps verified token claims to an Identity; throws when the token names nobody. */
export function identityFromClaims(claims: JWTPayload, rolesClaim = 'roles'): Identity {
  const oid = text(claims.oid) ?? text(claims.sub);
  if (!oid) throw new Error('token has neither oid nor sub');
  const emails = Array.isArray(claims.emails) ? claims.emails : [];
  return {
    oid,
    email: text(emails[0]) ?? text(claims.email) ?? null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    roles: rolesFrom(claims[rolesClaim]),
    ...(typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? { issuedAt: claims.iat } : {}),
  };
}

/** A roles claim as a list: an array of names, or one name (some issuers send a string). */
function rolesFrom(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string' && role.trim() !== '') : [];
}

import type { SignIn } from './stored-sign-in.ts';

/** The signed-in user as the portal shows them (Azure-AD-B2C-shaped claims). */
export interface AuthUser {
  oid: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** Roles from the identity provider (Forms Studio: `analyst`, `tester`); empty for everyone else. */
  roles: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function toAuthUser(user: Pick<SignIn, 'profile'>, rolesClaim = 'roles'): AuthUser {
  const claims: Record<string, unknown> = user.profile;
  const emails = Array.isArray(claims.emails) ? claims.emails : [];
  return {
    oid: text(claims.oid) ?? user.profile.sub,
    email: text(emails[0]) ?? text(claims.email),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    roles: rolesOf(claims[rolesClaim]),
  };
}

function rolesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
}

/** Where to return after sign-in, kept in the OIDC request's state. */
export interface SignInState {
  returnTo?: string;
}

/**
 * The history state the sign-in return lands on the remembered path with. The entry before it
 * is the provider's page, which is dead once signed in, so the page has no portal page to go
 * back to (as when it is the first page the tab opened).
 */
export const SIGN_IN_LANDING = { signInLanding: true } as const;

export const isSignInLanding = (state: unknown): boolean =>
  (state as Partial<typeof SIGN_IN_LANDING> | null | undefined)?.signInLanding === true;

/** Only same-site paths, so a crafted state cannot send the user elsewhere. */
export function safeReturnTo(state: unknown): string {
  const returnTo = (state as SignInState | undefined)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

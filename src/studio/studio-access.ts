import type { AuthUser } from '../auth/index.ts';

/** The Forms Studio's roles (the identity provider's roles claim); the server checks them again on every call. */
export const ANALYST = 'analyst';
export const TESTER = 'tester';

const rolesOf = (user: AuthUser | null | undefined): readonly string[] => (user as { roles?: string[] } | null | undefined)?.roles ?? [];
export const isAnalyst = (user: AuthUser | null | undefined) => rolesOf(user).includes(ANALYST);
export const isStudioUser = (user: AuthUser | null | undefined) => isAnalyst(user) || rolesOf(user).includes(TESTER);

/**
 * The Forms Studio's roles, granted by the identity provider's roles claim. An analyst edits,
 * checks and publishes form definitions; a tester reads every form and revision and runs
 * fixtures. Neither reaches levy payer or certifier data; the browser sends them to the Studio.
 */
export const STUDIO_ROLES = ['analyst', 'tester'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Where the Studio starts in the portal. */
export const STUDIO_HOME = '/studio';

/** True when the roles include a Studio role. */
export function isStudioUser(roles: readonly string[]): boolean {
  return roles.some((role) => (STUDIO_ROLES as readonly string[]).includes(role));
}

/** True when the roles may edit, check and publish (analyst). */
export function canPublish(roles: readonly string[]): boolean {
  return roles.includes('analyst');
}

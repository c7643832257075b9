/**
 * What the portal keeps in the tab's session (entries typed into a form, a notification draft, a
 * payment's receipt) is stored under keys with this prefix, and goes at sign-out: on a shared
 * machine the next person in the tab must not find the last one's details there.
 */
export const TAB_SESSION_PREFIX = 'levy-portal:';

/** Removes everything the portal kept in the tab's session. */
export function forgetTabSession(): void {
  if (typeof sessionStorage === 'undefined') return;
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key): key is string => !!key?.startsWith(TAB_SESSION_PREFIX));
  for (const key of keys) sessionStorage.removeItem(key);
}

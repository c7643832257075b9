import { useAuth } from '../auth/index.ts';
import { useContactPortalRoles } from '../api/portal-roles.ts';
import { useUserContact } from '../api/queries.ts';
import { isStudioUser, STUDIO_HOME } from '../../engine/core/studio-roles.ts';
import { homePath } from './home-decision.ts';

/**
 * Where the signed-in user belongs (spec 1 section 4), once the contact and portal roles are in:
 * `to` is '/onboarding' or the user's area; `error` when the contact could not be loaded. Analysts
 * and testers (Forms Studio roles) have no levy payer or certifier area: they belong in the Studio.
 */
export function useHomePath(): { settled: boolean; to?: string; error?: unknown } {
  const { user, status } = useAuth();
  const studio = isStudioUser(user?.roles ?? []);
  const contact = useUserContact(studio ? undefined : user?.oid);
  const roles = useContactPortalRoles(contact.data?.contactId);
  if (status === 'signedIn' && studio) return { settled: true, to: STUDIO_HOME };
  if (contact.isError) return { settled: true, error: contact.error };
  // No contact yet (null) means a first sign-in: onboarding registers one.
  const contactSettled = contact.isSuccess;
  const rolesSettled = !contact.data?.contactId || roles.isSuccess || roles.isError;
  if (status !== 'signedIn' || !contactSettled || !rolesSettled) return { settled: false };
  return { settled: true, to: homePath({ contact: contact.data ?? null, portalRoles: roles.isSuccess ? roles.data : undefined }) };
}

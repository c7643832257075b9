import type { QueryClient } from '@tanstack/react-query';
import { contactPortalRolesQuery } from '../api/portal-roles.ts';
import { userContactQuery } from '../api/queries.ts';
import { toAuthUser } from '../auth/auth-user.ts';
import { getUserManager, rolesClaimName } from '../auth/user-manager.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';

/**
 * The signed-in user's contact, then its portal roles, asked for at start-up: every signed-in page
 * waits for both (the guards, the header, the home decision), and asked by the first render they
 * came only after the scripts, sign-in and the guards had settled, two round trips after the last.
 * The pages' own queries take these results (same keys). Nothing is asked without a valid
 * sign-in, nor for analysts and testers, who have no contact.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  const signedIn = await (await getUserManager()).getUser();
  if (!signedIn || signedIn.expired) return;
  const user = toAuthUser(signedIn, rolesClaimName());
  if (isStudioUser(user.roles)) return;
  const contact = await queryClient.fetchQuery(userContactQuery(user.oid));
  if (contact?.contactId) await queryClient.prefetchQuery(contactPortalRolesQuery(contact.contactId));
}

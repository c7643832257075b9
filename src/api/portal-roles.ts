import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './http-client.ts';

/** A contact's role in an organisation (spec 1 section 3). */
export interface PortalRole {
  portalRoleId: string;
  contactId: string;
  organisationId: string | null;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  phoneNumber?: string | null;
  admin: boolean;
  company: boolean;
  user: boolean;
  active: boolean;
}

export const portalRoleKeys = {
  forContact: (contactId: string) => ['portal-roles', { contactId }] as const,
};

/** A contact's portal roles (GET /api/portalroles?contactId=): for the hook, and for start-up to ask early. */
export const contactPortalRolesQuery = (contactId: string) =>
  queryOptions({
    queryKey: portalRoleKeys.forContact(contactId),
    queryFn: ({ signal }) =>
      apiFetch<{ portalRoles: PortalRole[] }>('/api/portalroles', { query: { contactId }, signal }).then((r) => r.portalRoles ?? []),
    staleTime: 5 * 60_000,
  });

/**
 * A member of an organisation without an active role in it (not activated yet, or deactivated by
 * an admin), as the server decides it (`inactiveMember` in server/db/queries/current-user.ts): the
 * server refuses them the organisation's data.
 */
export function isInactiveMember(roles: readonly PortalRole[], organisationId: string | null | undefined): boolean {
  return !!organisationId && !roles.some((role) => role.organisationId === organisationId && role.active);
}

/** The signed-in contact's portal roles (GET /api/portalroles?contactId=). */
export function useContactPortalRoles(contactId: string | undefined) {
  return useQuery({ ...contactPortalRolesQuery(contactId ?? ''), enabled: !!contactId });
}

import { useQuery } from '@tanstack/react-query';
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

/** The signed-in contact's portal roles (GET /api/portalroles?contactId=). */
export function useContactPortalRoles(contactId: string | undefined) {
  return useQuery({
    queryKey: portalRoleKeys.forContact(contactId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ portalRoles: PortalRole[] }>('/api/portalroles', { query: { contactId }, signal }).then((r) => r.portalRoles ?? []),
    enabled: !!contactId,
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';
import { organisationQuery } from '../api/queries.ts';

/** A portal role of the organisation (GET /api/portalroles?organisationId=). */
export interface PortalRole {
  portalRoleId?: string;
  contactId: string;
  organisationId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  admin: boolean;
  company: boolean;
  user: boolean;
  active: boolean;
}

export const companyKeys = {
  roles: (id: string) => ['portal-roles', { organisationId: id }] as const,
};

export function useOrganisation(id: string | undefined | null) {
  return useQuery({ ...organisationQuery(id ?? ''), enabled: !!id });
}

export function useOrganisationRoles(id: string | undefined | null) {
  return useQuery({
    queryKey: companyKeys.roles(id ?? ''),
    queryFn: () => apiFetch<{ portalRoles: PortalRole[] }>('/api/portalroles', { query: { organisationId: id! } }).then((r) => r.portalRoles),
    enabled: !!id,
    retry: false,
  });
}

/** By last name, then first name (spec 1: users sorted by last name). */
export function byLastName(roles: readonly PortalRole[]): PortalRole[] {
  const key = (role: PortalRole) => `${(role.lastName ?? '').toLowerCase()}\u0000${(role.firstName ?? '').toLowerCase()}`;
  return [...roles].sort((a, b) => key(a).localeCompare(key(b)));
}

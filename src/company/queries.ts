import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';

/** An organisation (GET /api/organisation/{id}). */
export interface Organisation {
  organisationId: string;
  abn?: string | null;
  orgName?: string;
  tradingName?: string | null;
  entityType?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  addressDetail?: Record<string, unknown> | null;
}

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
  organisation: (id: string) => ['organisation', id] as const,
  roles: (id: string) => ['portal-roles', { organisationId: id }] as const,
};

export function useOrganisation(id: string | undefined | null) {
  return useQuery({
    queryKey: companyKeys.organisation(id ?? ''),
    queryFn: () => apiFetch<{ organisation: Organisation }>(`/api/organisation/${encodeURIComponent(id!)}`).then((r) => r.organisation),
    enabled: !!id,
    retry: false,
  });
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

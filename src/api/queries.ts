import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { apiFetch } from './http-client.ts';
import type { Organisation, Project, ProjectList, UserContact } from './types.ts';

export const queryKeys = {
  userContact: (oid: string) => ['user-contact', oid] as const,
  project: (id: string) => ['project', id] as const,
  projects: (current: boolean) => ['projects', { current }] as const,
  organisation: (id: string) => ['organisation', id] as const,
};

/**
 * The signed-in user's contact (GET /api/contact/user/{oid}): for the hook, and for start-up to ask
 * early. null when the user has none yet (404: a first sign-in, not onboarded). That is an answer,
 * not a failure: held as data, it is read by every page mounting after start-up asked, where an
 * error would be asked for again by each. Onboarding refreshes the query.
 */
export const userContactQuery = (oid: string) =>
  queryOptions({
    queryKey: queryKeys.userContact(oid),
    queryFn: () =>
      apiFetch<{ userContact: UserContact }>(`/api/contact/user/${encodeURIComponent(oid)}`).then(
        (r): UserContact | null => r.userContact,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's contact (GET /api/contact/user/{oid}). */
export function useUserContact(oid: string | undefined) {
  return useQuery({ ...userContactQuery(oid ?? ''), enabled: !!oid });
}

/** One project (GET /api/project/{id}): for the hook, and for start-up to ask early. A 403 is not retried. */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.project(projectId),
    queryFn: () => apiFetch<{ project: Project }>(`/api/project/${encodeURIComponent(projectId)}`).then((r) => r.project),
    retry: false,
  });

/**
 * An organisation record (GET /api/organisation/{id}): the company page's, and the `organisation`
 * context of catalog forms, which start-up may ask for early. Not retried.
 */
export const organisationQuery = (organisationId: string) =>
  queryOptions({
    queryKey: queryKeys.organisation(organisationId),
    queryFn: () => apiFetch<{ organisation: Organisation }>(`/api/organisation/${encodeURIComponent(organisationId)}`).then((r) => r.organisation),
    retry: false,
  });

/** One project (GET /api/project/{id}); a 403 is not retried. */
export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: !!projectId });
}

/** The first page of the user's projects. */
export function useProjects(current = true) {
  return useQuery({
    queryKey: queryKeys.projects(current),
    queryFn: () => apiFetch<ProjectList>('/api/project', { query: { current, pageNumber: 1, pageSize: 20 } }),
  });
}

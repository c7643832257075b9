import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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
 * Reads the signed-in user's contact (GET /api/contact/user/{oid}): null when the user has none
 * yet (404: a first sign-in, not onboarded); any other failure rejects.
 */
export const fetchUserContact = (oid: string) =>
  apiFetch<{ userContact: UserContact }>(`/api/contact/user/${encodeURIComponent(oid)}`).then(
    (r): UserContact | null => r.userContact,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );

/**
 * The signed-in user's contact (`fetchUserContact`): for the hook, and for start-up to ask
 * early. null when the user has none yet. That is an answer, not a failure: held as data, it is
 * read by every page mounting after start-up asked, where an error would be asked for again by
 * each. Onboarding refreshes the query.
 */
export const userContactQuery = (oid: string) =>
  queryOptions({
    queryKey: queryKeys.userContact(oid),
    queryFn: () => fetchUserContact(oid),
    staleTime: 5 * 60_000,
  });

/**
 * Reads the signed-in user's contact again with the tokens of a sign-in just completed: its names
 * are the ones the identity provider vouches for (changed at its profile edit flow), and start-up
 * may have read the contact, or be reading it, with the tokens from before. A read in flight is
 * cancelled, so its older answer cannot land last. A failure is left to the pages, which ask again.
 */
export async function refreshUserContact(queryClient: QueryClient, oid: string): Promise<void> {
  const query = userContactQuery(oid);
  await queryClient.cancelQueries({ queryKey: query.queryKey });
  await queryClient.fetchQuery({ ...query, staleTime: 0 }).catch(() => undefined);
}

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

import { apiFetch } from './http-client.ts';
import type { Project, ProjectList } from './types.ts';

/** A server page request: pageNumber is 1-based (spec 2 section 7). */
export interface ProjectPageRequest {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
}

/** One page of the user's current or completed projects (GET /api/project). */
export async function fetchProjectPage(current: boolean, request: ProjectPageRequest, signal?: AbortSignal): Promise<{ rows: Project[]; total: number }> {
  const { searchTerm, ...paging } = request;
  const list = await apiFetch<ProjectList>('/api/project', {
    query: { current, ...paging, searchTerm: searchTerm || undefined },
    signal,
  });
  return { rows: list.projects ?? [], total: list.recordCount ?? 0 };
}

import { apiFetch } from '../api/http-client.ts';
import type { StudioForm } from './studio-types.ts';

/** A form's address under the Studio API. */
export const studioFormUrl = (id: string) => `/api/studio/forms/${encodeURIComponent(id)}`;

/**
 * A form's files as the Studio opens them: the query the workspace page reads, also asked at
 * start-up when the first route is a workspace (prefetch-session.ts), so the files come while the
 * page's scripts do. Small and free of the Studio's code, as the start-up scripts carry it.
 */
export const studioFormQuery = (id: string) => ({
  queryKey: ['studio', 'form', id] as const,
  queryFn: () => apiFetch<StudioForm>(studioFormUrl(id)),
  retry: false,
  staleTime: Infinity,
});

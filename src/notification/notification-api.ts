import { apiFetch } from '../api/http-client.ts';

/** POST /api/project/save { project }: stores the draft; answers its projectId. */
export const saveProject = (project: Record<string, unknown>) =>
  apiFetch<{ projectId: string }>('/api/project/save', { method: 'POST', body: { project } }).then((r) => r.projectId);

/** POST /api/project/submit { id }: answers the project number (and the notification date). */
export const submitProject = (id: string) =>
  apiFetch<{ projectNumber: string; projectId: string; notificationDate?: string }>('/api/project/submit', { method: 'POST', body: { id } });

/** GET /api/project/{id}: a Draft carries its wizard data in `notification`. */
export const fetchDraft = (id: string) =>
  apiFetch<{
    project: { projectId: string; projectNumber?: string | null; status: string; notification?: Record<string, unknown>; formVersion?: number; notificationNotice?: string; reEnter?: { path: string; message: string }[] };
  }>(`/api/project/${encodeURIComponent(id)}`).then((r) => r.project);

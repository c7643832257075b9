import { apiFetch } from '../api/http-client.ts';

export interface Lookup {
  id: number;
  name: string;
  typeOfWork?: number | null;
}

export interface DescriptionOfWork extends Lookup {
  questions: { order: number; question: string; required: boolean }[];
}

export interface LevyResult {
  plslCoW: number;
  bctfCoW: number;
  dwhsCoW: number;
  plsl: number;
  bctf: number;
  dwhs: number;
  totalLevyPayable: number;
}

/** Lookups change rarely: kept for 24 hours (spec: cached a day). */
export const LOOKUP_STALE_MS = 24 * 60 * 60 * 1000;

/** GET /api/lookup/descriptionOfWorks: every description with its type of work and questions. */
export const fetchDescriptionsOfWork = () =>
  apiFetch<{ descriptionOfWorks: DescriptionOfWork[] }>('/api/lookup/descriptionOfWorks').then((r) => r.descriptionOfWorks);

/** GET /api/lookup/{type}: 1 types of work, 2 councils. */
export const fetchLookup = (type: 1 | 2) => apiFetch<{ lookups: Lookup[] }>(`/api/lookup/${type}`).then((r) => r.lookups);

/** GET /api/organisation/{id}: the levy payer's organisation (its entity type decides exemptions). */
export const fetchOrganisation = (id: string) =>
  apiFetch<{ organisation: Record<string, unknown> }>(`/api/organisation/${encodeURIComponent(id)}`).then((r) => r.organisation);

/** POST /api/data/address: matching addresses; any failure is an empty list (no message). */
export const searchAddress = (address: string): Promise<Record<string, string>[]> =>
  apiFetch<{ addressSearchResults: Record<string, string>[] }>('/api/data/address', { method: 'POST', body: { address } }).then(
    (r) => r.addressSearchResults ?? [],
    () => [],
  );

/** POST /api/project/save { project }: stores the draft; answers its projectId. */
export const saveProject = (project: Record<string, unknown>) =>
  apiFetch<{ projectId: string }>('/api/project/save', { method: 'POST', body: { project } }).then((r) => r.projectId);

/** POST /api/project/submit { id }: answers the project number (and the notification date). */
export const submitProject = (id: string) =>
  apiFetch<{ projectNumber: string; projectId: string; notificationDate?: string }>('/api/project/submit', { method: 'POST', body: { id } });

/** POST /api/project/levycalculator. */
export const calculateLevy = (payload: Record<string, unknown>) =>
  apiFetch<LevyResult>('/api/project/levycalculator', { method: 'POST', body: payload });

/** GET /api/project/{id}: a Draft carries its wizard data in `notification`. */
export const fetchDraft = (id: string) =>
  apiFetch<{
    project: { projectId: string; projectNumber?: string | null; status: string; notification?: Record<string, unknown>; formVersion?: number; notificationNotice?: string; reEnter?: { path: string; message: string }[] };
  }>(`/api/project/${encodeURIComponent(id)}`).then((r) => r.project);

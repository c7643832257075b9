import { apiFetch } from '../api/http-client.ts';

/** `GET /api/forms/{id}/current`: the published revision new sessions use. */
export interface CurrentRevision {
  id: string;
  version: number;
  revision: number | null;
  hash: string;
  /** A same-origin module of the revision; null while the build's own chunk is current. */
  moduleUrl: string | null;
}

const startedEarly = new Map<string, Promise<CurrentRevision>>();
const lookup = (formId: string) => apiFetch<CurrentRevision>(`/api/forms/${encodeURIComponent(formId)}/current`);

/**
 * Starts the lookup of a form's current revision now (at start-up, for the first page's form),
 * for the page's own lookup to take when it comes: otherwise it waited for sign-in, the guards and
 * the page, one round trip after the last.
 */
export function startRevisionLookup(formId: string): void {
  const pending = lookup(formId);
  pending.catch(() => undefined);
  startedEarly.set(formId, pending);
}

/** The form's current revision: the lookup started early, once, else a new one. */
export function lookUpCurrentRevision(formId: string): Promise<CurrentRevision> {
  const early = startedEarly.get(formId);
  startedEarly.delete(formId);
  return early ?? lookup(formId);
}

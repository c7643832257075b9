import { instantiateRevision, type RevisionModule } from '../../engine/core/revision-runtime.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { loadForm } from '../../generated/registry.gen.ts';
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

const revisions = new Map<string, Promise<CompiledForm>>();

/** The compiled form of a published revision's module (imported once per page). */
function loadRevision(moduleUrl: string): Promise<CompiledForm> {
  let form = revisions.get(moduleUrl);
  if (!form) {
    form = (import(/* @vite-ignore */ moduleUrl) as Promise<RevisionModule>).then(instantiateRevision);
    revisions.set(moduleUrl, form);
    form.catch(() => revisions.delete(moduleUrl));
  }
  return form;
}

/**
 * The form as analysts last published it: the build's chunk while it is the current revision,
 * else the revision's module from our own origin (no eval: `script-src 'self'` holds). When the
 * lookup itself fails the build's chunk serves; the server still checks with the current revision.
 */
export async function loadCurrentForm(formId: string): Promise<CompiledForm> {
  // The build's chunk loads while the lookup runs: it is what most sessions use.
  const built = loadForm(formId);
  built.catch(() => undefined);
  const current = await apiFetch<CurrentRevision>(`/api/forms/${encodeURIComponent(formId)}/current`).catch(() => undefined);
  if (!current?.moduleUrl) return built;
  return loadRevision(current.moduleUrl);
}

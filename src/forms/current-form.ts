import type { RevisionModule } from '../../engine/core/revision-runtime.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';
import { loadForm, loadManifest } from '../../generated/registry.gen.ts';
import { lookUpCurrentRevision, type CurrentRevision } from './current-revision.ts';

export type { CurrentRevision } from './current-revision.ts';

/** Which revision of a form to load: the build's chunk (`moduleUrl` null) or a published module. */
export type FormRevisionRef = Pick<CurrentRevision, 'id' | 'moduleUrl'>;

const revisions = new Map<string, Promise<CompiledForm>>();
const importModule = (moduleUrl: string) => import(/* @vite-ignore */ moduleUrl) as Promise<RevisionModule>;

/** The compiled form of a published revision's module (imported once per page). */
function loadRevision(moduleUrl: string, load: (url: string) => Promise<RevisionModule>): Promise<CompiledForm> {
  let form = revisions.get(moduleUrl);
  if (!form) {
    // The runtime a revision's module is given (Ajv's helpers among them) loads with the first
    // published revision: a form served from the build's chunk, the usual case, never needs it.
    form = Promise.all([load(moduleUrl), import('../../engine/core/revision-runtime.ts')]).then(([module, runtime]) => runtime.instantiateRevision(module));
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
  const current = await lookUpCurrentRevision(formId).catch(() => undefined);
  if (!current?.moduleUrl) return built;
  return loadRevision(current.moduleUrl, importModule);
}

/**
 * The manifest (form.json) as analysts last published it: the build's small manifest chunk while
 * the build's revision is current, so a page that only shows what the form says (an introduction)
 * does not wait for the form's validators; else the published revision's module, which is the
 * whole revision (a published manifest has no chunk of its own).
 */
export async function loadCurrentManifest(formId: string, load: (url: string) => Promise<RevisionModule> = importModule): Promise<FormManifest> {
  const built = loadManifest(formId);
  built.catch(() => undefined);
  const current = await lookUpCurrentRevision(formId).catch(() => undefined);
  if (!current?.moduleUrl) return built;
  return (await loadRevision(current.moduleUrl, load)).manifest;
}

/**
 * The compiled form of a given revision (e.g. the one a resumed draft was made with, which the
 * server checks it by): the build's chunk when that is the revision, else its module.
 */
export function loadFormRevision(revision: FormRevisionRef, load: (url: string) => Promise<RevisionModule> = importModule): Promise<CompiledForm> {
  return revision.moduleUrl ? loadRevision(revision.moduleUrl, load) : loadForm(revision.id);
}

/**
 * The Studio's export for a developer release: the form's folder as the repository holds it
 * (file path to content) and the breaking-change report against the live revision, which the
 * release answers with a new major version and its migration.
 */
import { catalogFileName, type FormFiles } from '../../engine/core/form-files.ts';
import { breakingAgainst } from './draft-checks.ts';
import type { StoredRevision } from './revision-store.ts';

/** The folder of a form: `form.json`, `schema.json`, `ui.json`, `machine.json`, `fixtures/<name>.json`. */
export function formFolder(files: FormFiles): Record<string, unknown> {
  const folder: Record<string, unknown> = {
    [catalogFileName('form')]: files.form,
    [catalogFileName('schema')]: files.schema,
    [catalogFileName('ui')]: files.ui,
    [catalogFileName('machine')]: files.machine,
  };
  for (const name of Object.keys(files.fixtures).sort()) folder[catalogFileName('fixtures', name)] = files.fixtures[name];
  return folder;
}

export function exportBundle(formId: string, files: FormFiles, live: { revision?: StoredRevision; files: FormFiles }) {
  const breaking = breakingAgainst(formId, live.files, files);
  return {
    id: formId,
    liveVersion: live.revision?.version ?? live.files.form.version,
    liveRevision: live.revision?.revision ?? null,
    folder: formFolder(files),
    breaking,
  };
}

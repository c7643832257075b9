/** What the Studio reads of the catalog: every form's live files, the draft, the other forms. */
import type { FormFiles } from '../../engine/core/form-files.ts';
import { filesOfCatalogForm, type CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { catalogForm, repositoryForms } from './form-compiler.ts';
import { findDraft, latestRevisions, type StoredRevision } from './revision-store.ts';

export const FORM_NOT_FOUND = 'The form was not found in the catalog.';

/** The live files of every form: its newest published revision, else the repository's files. */
export async function liveCatalog(db: Queryable): Promise<{ id: string; revision?: StoredRevision; files: FormFiles }[]> {
  const published = new Map((await latestRevisions(db)).map((revision) => [revision.formId, revision]));
  const ids = [...new Set([...repositoryForms().map((form) => form.id), ...published.keys()])].sort();
  return ids.map((id) => {
    const revision = published.get(id);
    if (revision) return { id, revision, files: revision.files };
    return { id, files: filesOfCatalogForm(repositoryForms().find((item) => item.id === id)!) };
  });
}

/** The live form (404 when the catalog has none by that id) and the others, as the linter reads them. */
export async function liveForm(db: Queryable, formId: string): Promise<{ live: { revision?: StoredRevision; files: FormFiles }; others: CatalogForm[] }> {
  const catalog = await liveCatalog(db);
  const live = catalog.find((entry) => entry.id === formId);
  if (!live) throw notFound(FORM_NOT_FOUND);
  return { live, others: catalog.filter((entry) => entry.id !== formId).map((entry) => catalogForm(entry.id, entry.files)) };
}

/** The files the Studio shows: the open draft's, else the live revision's. */
export async function workingFiles(db: Queryable, formId: string) {
  const { live } = await liveForm(db, formId);
  const draft = await findDraft(db, formId);
  return { live, draft, files: draft?.files ?? live.files };
}

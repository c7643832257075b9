import { filesOfCatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { emitRevisionModule } from '../../scripts/codegen/emit-revision.ts';
import type { Database } from '../db/database.ts';
import { contentHash } from './content-hash.ts';
import { repositoryForms } from './form-compiler.ts';
import { formsWithRevisions, seedRevisions } from './revision-store.ts';

/** Who published the revisions seeded from the repository. */
export const CATALOG_PUBLISHER = 'forms/ (repository)';

/**
 * Publishes revision 1 of every repository form that has no revision yet, compiled with the
 * build's codegen, in one transaction; forms already there are left alone. Returns the ids seeded.
 */
export async function seedCatalogRevisions(db: Database): Promise<string[]> {
  const existing = await formsWithRevisions(db);
  const missing = repositoryForms().filter((form) => !existing.has(form.id));
  if (missing.length === 0) return [];
  const revisions = missing.map((form) => {
    const files = filesOfCatalogForm(form);
    const moduleSource = emitRevisionModule(form);
    return { formId: form.id, version: form.manifest.version, hash: contentHash(files), files, moduleHash: contentHash(moduleSource), moduleSource, publishedBy: CATALOG_PUBLISHER };
  });
  return seedRevisions(db, revisions);
}

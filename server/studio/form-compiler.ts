/**
 * Compiles a form's files on the server with the build's own codegen (`emit-revision.ts`) into one
 * self-contained module, and loads such modules to validate with (cached by their hash).
 */
import { fileURLToPath } from 'node:url';
import { catalogFormFromFiles, loadCatalog, type CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { emitRevisionModule } from '../../scripts/codegen/emit-revision.ts';
import type { FormFiles } from '../../engine/core/form-files.ts';
import { instantiateRevision, type RevisionModule } from '../../engine/core/revision-runtime.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { contentHash } from './content-hash.ts';

/** The repository's forms folder: shared `$ref`s resolve from here, and it seeds revision 1. */
export const FORMS_DIR = fileURLToPath(new URL('../../forms', import.meta.url));

export interface CompiledRevision {
  moduleSource: string;
  moduleHash: string;
  form: CompiledForm;
}

const loaded = new Map<string, Promise<CompiledForm>>();

/** The compiled form of a module's source; each module is imported once per process. */
export function loadModule(moduleSource: string, moduleHash = contentHash(moduleSource)): Promise<CompiledForm> {
  let form = loaded.get(moduleHash);
  if (!form) {
    form = import(`data:text/javascript;base64,${Buffer.from(moduleSource).toString('base64')}`).then((module: RevisionModule) => instantiateRevision(module));
    loaded.set(moduleHash, form);
    form.catch(() => loaded.delete(moduleHash));
  }
  return form;
}

/** The catalog form of files held in memory, sitting in the forms folder under its id. */
export const catalogForm = (formId: string, files: FormFiles): CatalogForm => catalogFormFromFiles(FORMS_DIR, formId, files);

/** Compiles the files; throws with the compiler's reason (e.g. an unknown keyword) when they cannot be. */
export async function compileFormFiles(formId: string, files: FormFiles): Promise<CompiledRevision> {
  const moduleSource = emitRevisionModule(catalogForm(formId, files));
  const moduleHash = contentHash(moduleSource);
  return { moduleSource, moduleHash, form: await loadModule(moduleSource, moduleHash) };
}

/** The repository's catalog (forms/), read once. */
let repositoryCatalog: CatalogForm[] | undefined;
export function repositoryForms(): CatalogForm[] {
  repositoryCatalog ??= loadCatalog(FORMS_DIR);
  return repositoryCatalog;
}

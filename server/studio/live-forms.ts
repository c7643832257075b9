/**
 * The revision of each form that new sessions use: the newest published one. When its content is
 * the repository's (the build's), the build's compiled form from generated/ serves; otherwise the
 * revision's compiled module, loaded once. Drafts and submissions record what they were made with.
 */
import { loadForm } from '../../generated/registry.gen.ts';
import { filesOfCatalogForm } from '../../scripts/codegen/load-catalog.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { Database } from '../db/database.ts';
import { contentHash } from './content-hash.ts';
import { loadModule, repositoryForms } from './form-compiler.ts';
import { latestRevisionSummary, moduleSource, type RevisionSummary } from './revision-store.ts';

export interface LiveForm {
  form: CompiledForm;
  version: number;
  /** The published revision; null before the catalog is seeded into the database. */
  revision: number | null;
  hash: string;
  /** Where the browser imports the revision's module; null when the build's own chunk is current. */
  moduleUrl: string | null;
}

export const moduleUrlOf = (moduleHash: string) => `/studio-modules/${moduleHash}.js`;

let buildHashes: Map<string, string> | undefined;
/** The content hash of each form as the repository (and so the build) holds it. */
export function buildHash(formId: string): string | undefined {
  buildHashes ??= new Map(repositoryForms().map((form) => [form.id, contentHash(filesOfCatalogForm(form))]));
  return buildHashes.get(formId);
}

export interface LiveForms {
  /** The current revision of the form; undefined for a form the catalog does not have. */
  current(formId: string): Promise<LiveForm | undefined>;
  /** The summary of the current revision without loading its module. */
  currentSummary(formId: string): Promise<Omit<LiveForm, 'form'> | undefined>;
}

export function createLiveForms(db: Database, buildForm: (formId: string) => Promise<CompiledForm> = loadForm): LiveForms {
  const summaryOf = (formId: string, summary: RevisionSummary | undefined): Omit<LiveForm, 'form'> | undefined => {
    const build = buildHash(formId);
    if (!summary) {
      if (!build) return undefined;
      const manifest = repositoryForms().find((form) => form.id === formId)!.manifest;
      return { version: manifest.version, revision: null, hash: build, moduleUrl: null };
    }
    return { version: summary.version, revision: summary.revision, hash: summary.hash, moduleUrl: summary.hash === build ? null : moduleUrlOf(summary.moduleHash) };
  };
  const currentSummary = async (formId: string) => summaryOf(formId, await latestRevisionSummary(db, formId));
  return {
    currentSummary,
    async current(formId) {
      const summary = await latestRevisionSummary(db, formId);
      const live = summaryOf(formId, summary);
      if (!live) return undefined;
      if (!live.moduleUrl || !summary) return { ...live, form: await buildForm(formId) };
      const source = await moduleSource(db, summary.moduleHash);
      if (!source) throw new Error(`form ${formId} revision ${summary.revision}: compiled module missing`);
      return { ...live, form: await loadModule(source, summary.moduleHash) };
    },
  };
}

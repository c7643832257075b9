/**
 * The revision of each form that new sessions use: the newest published one. When its content is
 * the repository's (the build's), the build's compiled form from generated/ serves; otherwise the
 * revision's compiled module, loaded once. Drafts and submissions record what they were made with
 * (`FormRecord`), and a stored draft is checked again with that revision (`madeWith`).
 */
import { loadForm } from '../../generated/registry.gen.ts';
import { filesOfCatalogForm } from '../../scripts/codegen/load-catalog.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { contentHash } from './content-hash.ts';
import { loadModule, repositoryForms } from './form-compiler.ts';
import { latestRevisionSummary, moduleSource, revisionSummary, type RevisionSummary } from './revision-store.ts';

export interface LiveForm {
  form: CompiledForm;
  version: number;
  /** The published revision; null before the catalog is seeded into the database. */
  revision: number | null;
  hash: string;
  /** Where the browser imports the revision's module; null when the build's own chunk is current. */
  moduleUrl: string | null;
}

/** What a draft or submission records of the form that checked it (DESIGN.md s4). */
export interface FormRecord {
  formId: string;
  version: number;
  revision: number | null;
  /** Null only for a form the catalog does not have (a test-only form given to a route). */
  hash: string | null;
}

/** What a stored draft says it was made with (its columns); nulls for drafts stored before revisions. */
export interface StoredFormRef {
  version: number | null;
  revision: number | null;
}

export const moduleUrlOf = (moduleHash: string) => `/studio-modules/${moduleHash}.js`;

/** The record of a form revision, to store beside the data it checked. */
export const formRecord = (formId: string, live: Omit<LiveForm, 'form'>): FormRecord => ({ formId, version: live.version, revision: live.revision, hash: live.hash });

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
  /**
   * The revision a stored draft was made with, while it is published under the current version;
   * else (a draft from before revisions, or of an earlier version, which the caller migrates) the
   * current one. Undefined for a form the catalog does not have.
   */
  madeWith(formId: string, stored: StoredFormRef | null | undefined): Promise<LiveForm | undefined>;
}

/** The forms as published in the database `db` (a transaction's connection inside one). */
export function createLiveForms(db: Queryable, buildForm: (formId: string) => Promise<CompiledForm> = loadForm): LiveForms {
  const summaryOf = (formId: string, summary: RevisionSummary | undefined): Omit<LiveForm, 'form'> | undefined => {
    const build = buildHash(formId);
    if (!summary) {
      if (!build) return undefined;
      const manifest = repositoryForms().find((form) => form.id === formId)!.manifest;
      return { version: manifest.version, revision: null, hash: build, moduleUrl: null };
    }
    return { version: summary.version, revision: summary.revision, hash: summary.hash, moduleUrl: summary.hash === build ? null : moduleUrlOf(summary.moduleHash) };
  };
  const withForm = async (formId: string, summary: RevisionSummary | undefined): Promise<LiveForm | undefined> => {
    const live = summaryOf(formId, summary);
    if (!live) return undefined;
    if (!live.moduleUrl || !summary) return { ...live, form: await buildForm(formId) };
    const source = await moduleSource(db, summary.moduleHash);
    if (!source) throw new Error(`form ${formId} revision ${summary.revision}: compiled module missing`);
    return { ...live, form: await loadModule(source, summary.moduleHash) };
  };
  const current = async (formId: string) => withForm(formId, await latestRevisionSummary(db, formId));
  return {
    current,
    currentSummary: async (formId) => summaryOf(formId, await latestRevisionSummary(db, formId)),
    async madeWith(formId, stored) {
      const latest = await latestRevisionSummary(db, formId);
      if (stored?.revision == null || !latest || stored.version !== latest.version || stored.revision === latest.revision) return withForm(formId, latest);
      return withForm(formId, (await revisionSummary(db, formId, stored.version, stored.revision)) ?? latest);
    },
  };
}

/**
 * The current revision of a compiled form a route was given, with its record; a form the catalog
 * does not have (a test-only form) checks as given, recorded without revision and hash.
 */
export async function currentOrGiven(liveForms: LiveForms, given: CompiledForm): Promise<{ form: CompiledForm; record: FormRecord }> {
  const { id, version } = given.manifest;
  const live = await liveForms.current(id);
  return live ? { form: live.form, record: formRecord(id, live) } : { form: given, record: { formId: id, version, revision: null, hash: null } };
}

/** A revision a route checks with: the form, what to record of it, and where the browser imports it (null: the build's chunk, or a form the catalog does not have). */
export interface CheckingRevision {
  form: CompiledForm;
  record: FormRecord;
  moduleUrl: string | null;
}

/**
 * The revision of a compiled form a route was given that a stored draft was made with
 * (`LiveForms.madeWith`; `stored` null: the current one); a form the catalog does not have (a
 * test-only form) checks as given, recorded without revision and hash.
 */
export async function madeWithOrGiven(liveForms: LiveForms, given: CompiledForm, stored: StoredFormRef | null): Promise<CheckingRevision> {
  const { id, version } = given.manifest;
  const live = await liveForms.madeWith(id, stored);
  if (!live) return { form: given, record: { formId: id, version, revision: null, hash: null }, moduleUrl: null };
  return { form: live.form, record: formRecord(id, live), moduleUrl: live.moduleUrl };
}

/**
 * How many files may be filed under one number, from the catalog's attachment rules: the rule of
 * the form filed there (the change's form, or the project's notification form), or the broadest
 * rule of the catalog when the record names no form; open links are counted against it.
 */
import type { AttachmentRules } from '../../engine/core/types.ts';
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import type { Queryable } from '../db/database.ts';
import { URL_LIFETIME_SECONDS } from './url-signer.ts';

export interface AttachmentLimits {
  /** The rule for the form filed under a number. */
  ruleOf(db: Queryable, number: string): Promise<Pick<AttachmentRules, 'maxFiles' | 'maxFileSizeBytes' | 'extensions'>>;
}

export async function loadAttachmentLimits(): Promise<AttachmentLimits> {
  const byForm = new Map<string, AttachmentRules>();
  for (const id of formIds) {
    const rules = (await loadForm(id)).manifest.attachments;
    if (rules) byForm.set(id, rules);
  }
  const all = [...byForm.values()];
  const broadest = {
    maxFiles: Math.max(0, ...all.map((r) => r.maxFiles)),
    maxFileSizeBytes: Math.max(0, ...all.map((r) => r.maxFileSizeBytes)),
    extensions: [...new Set(all.flatMap((r) => r.extensions))],
  };
  return {
    async ruleOf(db, number) {
      const { rows } = await db.query<{ formId: string | null }>(
        `SELECT form_id AS "formId" FROM complex_changes WHERE change_number = $1
         UNION ALL SELECT form_id FROM projects WHERE project_number = $1 LIMIT 1`,
        [number],
      );
      return byForm.get(rows[0]?.formId ?? '') ?? broadest;
    },
  };
}

/**
 * Upload links to a number still open (not yet used, or receiving, and not expired). A project
 * lives through many changes, each with its own files, so stored files do not count against
 * the next form: the form's own schema bounds the files it submits, and this bounds the links
 * one can hold at once.
 */
export async function openLinksUnder(db: Queryable, number: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM documents
      WHERE project_number = $1 AND NOT generated
        AND status IN ('pending', 'receiving') AND created_at > now() - make_interval(secs => $2)`,
    [number, URL_LIFETIME_SECONDS],
  );
  return rows[0].n;
}

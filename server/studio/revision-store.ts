/** Published form revisions (immutable) and each form's one open draft, in the database. */
import type { Database, Queryable } from '../db/database.ts';
import type { FormFiles } from '../../engine/core/form-files.ts';

export interface RevisionSummary {
  formId: string;
  version: number;
  revision: number;
  hash: string;
  moduleHash: string;
  publishedAt: string;
  publishedBy: string;
  revertedFrom: number | null;
}

export interface StoredRevision extends RevisionSummary {
  files: FormFiles;
}

export interface StoredDraft {
  formId: string;
  files: FormFiles;
  checks: unknown;
  moduleHash: string | null;
  updatedBy: string;
  updatedAt: string;
}

export interface NewRevision {
  formId: string;
  version: number;
  hash: string;
  files: FormFiles;
  moduleHash: string;
  moduleSource: string;
  publishedBy: string;
  revertedFrom?: number;
}

const SUMMARY = `form_id AS "formId", version, revision, content_hash AS hash, module_hash AS "moduleHash",
  to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt", published_by AS "publishedBy", reverted_from AS "revertedFrom"`;
// Serialises publishing per form across nodes (arbitrary constant, then the form id).
const PUBLISH_LOCK = 7_409_001;

/** The newest revision of each form (highest version, then revision). */
export async function latestRevisions(db: Queryable): Promise<StoredRevision[]> {
  const { rows } = await db.query<StoredRevision>(
    `SELECT DISTINCT ON (form_id) ${SUMMARY}, files FROM form_revisions ORDER BY form_id, version DESC, revision DESC`,
  );
  return rows;
}

/** One published revision of a form, without its files; undefined when there is none. */
export async function revisionSummary(db: Queryable, formId: string, version: number, revision: number): Promise<RevisionSummary | undefined> {
  const { rows } = await db.query<RevisionSummary>(`SELECT ${SUMMARY} FROM form_revisions WHERE form_id = $1 AND version = $2 AND revision = $3`, [formId, version, revision]);
  return rows[0];
}

/** The newest revision of one form, without its files (the portal asks on every form it opens). */
export async function latestRevisionSummary(db: Queryable, formId: string): Promise<RevisionSummary | undefined> {
  const { rows } = await db.query<RevisionSummary>(
    `SELECT ${SUMMARY} FROM form_revisions WHERE form_id = $1 ORDER BY version DESC, revision DESC LIMIT 1`,
    [formId],
  );
  return rows[0];
}

export async function revisionHistory(db: Queryable, formId: string): Promise<RevisionSummary[]> {
  const { rows } = await db.query<RevisionSummary>(`SELECT ${SUMMARY} FROM form_revisions WHERE form_id = $1 ORDER BY version DESC, revision DESC`, [formId]);
  return rows;
}

/** One revision; `version` defaults to the form's newest version. */
export async function findRevision(db: Queryable, formId: string, revision: number, version?: number): Promise<StoredRevision | undefined> {
  const { rows } = await db.query<StoredRevision>(
    `SELECT ${SUMMARY}, files FROM form_revisions
      WHERE form_id = $1 AND revision = $2 AND version = COALESCE($3, (SELECT max(version) FROM form_revisions WHERE form_id = $1))`,
    [formId, revision, version ?? null],
  );
  return rows[0];
}

/** The source of a compiled module by its hash: a published revision's or an open draft's. */
export async function moduleSource(db: Queryable, moduleHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ source: string }>(
    `SELECT module_source AS source FROM form_revisions WHERE module_hash = $1
     UNION ALL SELECT module_source FROM form_drafts WHERE module_hash = $1 AND module_source IS NOT NULL LIMIT 1`,
    [moduleHash],
  );
  return rows[0]?.source;
}

/** Publishes the next revision of the form's version; returns its number. */
export async function insertRevision(db: Database, revision: NewRevision): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PUBLISH_LOCK, revision.formId]);
    const { rows } = await tx.query<{ next: number }>(
      'SELECT COALESCE(max(revision), 0) + 1 AS next FROM form_revisions WHERE form_id = $1 AND version = $2',
      [revision.formId, revision.version],
    );
    const next = Number(rows[0].next);
    await tx.query(
      `INSERT INTO form_revisions (form_id, version, revision, content_hash, files, module_hash, module_source, published_by, reverted_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [revision.formId, revision.version, next, revision.hash, JSON.stringify(revision.files), revision.moduleHash, revision.moduleSource, revision.publishedBy, revision.revertedFrom ?? null],
    );
    await tx.query('DELETE FROM form_drafts WHERE form_id = $1', [revision.formId]);
    return next;
  });
}

/**
 * Revision 1 of each form not yet in the database, all in one transaction; a form that already
 * has a revision is left alone, so it runs again safely (and on several nodes at once).
 */
export async function seedRevisions(db: Database, revisions: Omit<NewRevision, 'revertedFrom'>[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK]);
    const seeded: string[] = [];
    for (const revision of revisions) {
      const { rows } = await tx.query(
        `INSERT INTO form_revisions (form_id, version, revision, content_hash, files, module_hash, module_source, published_by)
         SELECT $1, $2, 1, $3, $4, $5, $6, $7 WHERE NOT EXISTS (SELECT 1 FROM form_revisions WHERE form_id = $1)
         RETURNING form_id`,
        [revision.formId, revision.version, revision.hash, JSON.stringify(revision.files), revision.moduleHash, revision.moduleSource, revision.publishedBy],
      );
      if (rows.length) seeded.push(revision.formId);
    }
    return seeded;
  });
}

export async function formsWithRevisions(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ formId: string }>('SELECT DISTINCT form_id AS "formId" FROM form_revisions');
  return new Set(rows.map((row) => row.formId));
}

export async function findDraft(db: Queryable, formId: string): Promise<StoredDraft | undefined> {
  const { rows } = await db.query<StoredDraft>(
    `SELECT form_id AS "formId", files, checks, module_hash AS "moduleHash", updated_by AS "updatedBy",
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
       FROM form_drafts WHERE form_id = $1`,
    [formId],
  );
  return rows[0];
}

export async function draftFormIds(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ formId: string }>('SELECT form_id AS "formId" FROM form_drafts');
  return new Set(rows.map((row) => row.formId));
}

/** Opens or replaces the form's one draft. */
export async function saveDraft(
  db: Queryable,
  draft: { formId: string; files: FormFiles; checks: unknown; moduleHash: string | null; moduleSource: string | null; updatedBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO form_drafts (form_id, files, checks, module_hash, module_source, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (form_id) DO UPDATE SET files = EXCLUDED.files, checks = EXCLUDED.checks, module_hash = EXCLUDED.module_hash,
       module_source = EXCLUDED.module_source, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [draft.formId, JSON.stringify(draft.files), JSON.stringify(draft.checks), draft.moduleHash, draft.moduleSource, draft.updatedBy],
  );
}

export async function discardDraft(db: Queryable, formId: string): Promise<void> {
  await db.query('DELETE FROM form_drafts WHERE form_id = $1', [formId]);
}

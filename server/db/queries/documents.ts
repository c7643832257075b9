/** Documents filed under a project or change number: who may use a number, and what is stored under it. */
import type { Queryable } from '../database.ts';
import { actsAsLevyPayer, projectAccessCondition, type CurrentUser } from './current-user.ts';

/**
 * True when `number` is an accessible project's number, or the number of a change on one (or of
 * the user's own change, e.g. a take-over of a project they cannot see yet). Uploading under a
 * number and opening what is stored under it need the same.
 */
export async function canUseDocumentNumber(db: Queryable, user: CurrentUser, number: string): Promise<boolean> {
  // Someone not acting as a levy payer (an inactive member) files nothing, not even under their own changes.
  if (!actsAsLevyPayer(user)) return false;
  const params: unknown[] = [number];
  const access = projectAccessCondition(user, params);
  params.push(user.contactId);
  const { rows } = await db.query(
    `SELECT 1 FROM projects p WHERE p.project_number = $1 AND ${access}
     UNION ALL
     SELECT 1 FROM complex_changes c LEFT JOIN projects p ON p.project_id = c.project_id
      WHERE c.change_number = $1 AND (c.submitted_by_contact_id = $${params.length} OR (p.project_id IS NOT NULL AND ${access}))
     LIMIT 1`,
    params,
  );
  return rows.length > 0;
}

/** The project number of a change (null for a change without a project); undefined for no such change. */
export async function projectNumberOfChange(db: Queryable, changeNumber: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ project_number: string | null }>(
    'SELECT p.project_number FROM complex_changes c LEFT JOIN projects p ON p.project_id = c.project_id WHERE c.change_number = $1',
    [changeNumber],
  );
  return rows.length ? rows[0].project_number : undefined;
}

export interface UploadedDocument {
  documentId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  storedAt: Date | null;
  /** Set when the file was filed under one of the project's changes. */
  complexChangeNumber: string | null;
}

/** The stored uploads of a project and of its changes, newest first (not files the server made). */
export async function listProjectDocuments(db: Queryable, projectId: string, projectNumber: string): Promise<UploadedDocument[]> {
  const { rows } = await db.query<UploadedDocument>(
    `SELECT d.document_id AS "documentId", d.file_name AS "fileName", d.mime_type AS "mimeType", d.size_bytes AS "sizeBytes",
            d.stored_at AS "storedAt", c.change_number AS "complexChangeNumber"
       FROM documents d
       LEFT JOIN complex_changes c ON c.change_number = d.project_number AND c.project_id = $1
      WHERE d.status = 'stored' AND NOT d.generated AND (d.project_number = $2 OR c.complex_change_id IS NOT NULL)
      ORDER BY d.stored_at DESC, d.file_name, d.document_id`,
    [projectId, projectNumber],
  );
  return rows;
}

/** A stored upload's key and the number it is filed under; null when unknown, not yet uploaded, or made by the server. */
export async function findStoredDocument(db: Queryable, documentId: string): Promise<{ storageKey: string; number: string | null } | null> {
  const { rows } = await db.query<{ storageKey: string; number: string | null }>(
    `SELECT storage_key AS "storageKey", project_number AS number FROM documents WHERE document_id = $1 AND status = 'stored' AND NOT generated`,
    [documentId],
  );
  return rows[0] ?? null;
}

/**
 * The bytes a project may hold in uploads (forms/portal.json `documents.projectQuotaBytes`): its
 * own files and its changes' files, stored or being received, and open upload links at their
 * declared size. Callers hold the project's quota lock while they count and reserve, so two
 * parallel requests cannot both pass it.
 */
import { portal } from '../../generated/portal.gen.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { URL_LIFETIME_SECONDS } from './url-signer.ts';

export const PROJECT_QUOTA_BYTES = portal.documents.projectQuotaBytes;

/** The refusal when a file would take a project past its quota. */
export const overQuota = (status: 409 | 413) => new HttpError(status, portal.documents.projectQuotaMessage);

/**
 * Takes the quota lock of the project a number is filed under (a project's number, or a change's:
 * its project's; a change without a project is its own), until the transaction ends.
 */
export async function lockProjectQuota(tx: Queryable, number: string): Promise<void> {
  const { rows } = await tx.query<{ scope: string }>(
    `SELECT coalesce(
       (SELECT project_number FROM projects WHERE project_number = $1),
       (SELECT p.project_number FROM complex_changes c JOIN projects p ON p.project_id = c.project_id WHERE c.change_number = $1),
       $1) AS scope`,
    [number],
  );
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`documents-quota:${rows[0].scope}`]);
}

/** Bytes held under the project of `number` by uploads other than `exceptDocumentId`. */
export async function projectBytesHeld(tx: Queryable, number: string, exceptDocumentId?: string): Promise<number> {
  const { rows } = await tx.query<{ held: string | number }>(
    `WITH scope AS (
       SELECT project_id FROM projects WHERE project_number = $1
       UNION ALL
       SELECT project_id FROM complex_changes WHERE change_number = $1 AND project_id IS NOT NULL
       LIMIT 1
     ), numbers AS (
       SELECT $1::text AS n
       UNION SELECT p.project_number FROM projects p JOIN scope s ON p.project_id = s.project_id
       UNION SELECT c.change_number FROM complex_changes c JOIN scope s ON c.project_id = s.project_id
     )
     SELECT coalesce(sum(d.size_bytes), 0)::bigint AS held FROM documents d
      WHERE d.project_number IN (SELECT n FROM numbers) AND NOT d.generated AND d.document_id IS DISTINCT FROM $3::uuid
        AND (d.status IN ('stored', 'receiving') OR (d.status = 'pending' AND d.created_at > now() - make_interval(secs => $2)))`,
    [number, URL_LIFETIME_SECONDS, exceptDocumentId ?? null],
  );
  return Number(rows[0].held);
}

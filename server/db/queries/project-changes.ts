/**
 * Quick edits of a project (simple changes): the project record updated in place and the change
 * recorded in the project's history; and whether the project's confirmation can be retrieved.
 */
import type { Queryable } from '../database.ts';
import { PROJECT_MONEY_FIELDS } from './projects.ts';

/** Record fields the projects table also keeps as columns (the list, search and sort read those). */
const COLUMNS: Record<string, string> = {
  internalJobNumber: 'internal_job_number',
  estimatedStartDate: 'estimated_start_date',
  estimatedFinishDate: 'estimated_finish_date',
  suburb: 'suburb',
};

/**
 * Fields no quick edit may set, whatever a form declares: identity, ownership, status, what the
 * server computes, lookups that columns mirror by id and name, and the money the levy is worked out
 * from (those change through complex changes).
 */
export const PROTECTED_PROJECT_FIELDS: ReadonlySet<string> = new Set([
  'projectId', 'projectNumber', 'status', 'projectPaymentStatus', 'notificationDate', 'levyPayerContactId',
  'levyPayerOrganisationId', 'readOnly', 'confirmationAvailable', 'certifierClaimed', 'projectConfirmationSent',
  'descriptionOfWork', 'descriptionOfWorkName', 'paymentReference', 'formId', 'formVersion', 'notification',
  ...PROJECT_MONEY_FIELDS,
]);

/** Sets the changed fields on the project record (and the columns that mirror them); `null` clears one. */
export async function applyProjectChanges(tx: Queryable, projectId: string, changes: Record<string, unknown>): Promise<void> {
  const params: unknown[] = [projectId, JSON.stringify(changes)];
  const sets = ['record = record || $2::jsonb', 'updated_at = now()'];
  for (const [field, value] of Object.entries(changes)) {
    const column = COLUMNS[field];
    if (!column) continue;
    params.push(value ?? null);
    sets.push(`${column} = $${params.length}`);
  }
  await tx.query(`UPDATE projects SET ${sets.join(', ')} WHERE project_id = $1`, params);
}

export interface SimpleChangeRecord {
  projectId: string;
  contactId: string;
  changeType: string;
  formId: string;
  formVersion: number;
  /** The published revision and content hash the change was checked with (null before revisions are seeded). */
  formRevision: number | null;
  formHash: string | null;
  payload: Record<string, unknown>;
}

/** Records a quick edit in the project's change history: approved at once, submitted today in Queensland. */
export async function recordSimpleChange(tx: Queryable, change: SimpleChangeRecord): Promise<string> {
  const { rows } = await tx.query<{ changeNumber: string }>(
    `INSERT INTO complex_changes (project_id, change_type, status, submitted_date, submitted_by_contact_id, form_id, form_version, payload, approved_at, form_revision, form_hash)
     VALUES ($1, $2, 'Approved', (now() AT TIME ZONE 'Australia/Brisbane')::date, $3, $4, $5, $6, now(), $7, $8)
     RETURNING change_number AS "changeNumber"`,
    [change.projectId, change.changeType, change.contactId, change.formId, change.formVersion, JSON.stringify(change.payload), change.formRevision, change.formHash],
  );
  return rows[0].changeNumber;
}


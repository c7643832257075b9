import type { Queryable } from '../database.ts';
import type { CurrentUser } from './current-user.ts';

/** The list columns of a notification (see server/projects/notification-record.ts). */
export type DraftColumns = Record<string, string | number | null>;

export interface DraftWrite {
  columns: DraftColumns;
  record: Record<string, unknown>;
  formId: string;
  formVersion: number;
  /** The published revision and content hash the data was checked with (null before revisions are seeded). */
  formRevision: number | null;
  formHash: string | null;
  formData: unknown;
}

export interface LockedProject {
  project_id: string;
  project_number: string | null;
  status: string;
  levy_payer_contact_id: string | null;
  levy_payer_organisation_id: string | null;
  notification_date: string | null;
  form_id: string | null;
  form_version: number | null;
  form_revision: number | null;
  form_data: Record<string, unknown> | null;
}

/** The project row locked for the rest of the transaction, or null when there is none. */
export async function lockProject(tx: Queryable, projectId: string): Promise<LockedProject | null> {
  const { rows } = await tx.query<LockedProject>(
    `SELECT project_id, project_number, status, levy_payer_contact_id, levy_payer_organisation_id,
            notification_date, form_id, form_version, form_revision, form_data
       FROM projects WHERE project_id = $1 FOR UPDATE`,
    [projectId],
  );
  return rows[0] ?? null;
}

const columnList = (columns: DraftColumns) => Object.keys(columns);

/** A new Draft for the user: their organisation's, or their own without one. Returns its id. */
export async function insertDraft(tx: Queryable, user: CurrentUser, draft: DraftWrite): Promise<string> {
  const names = columnList(draft.columns);
  const values = names.map((n) => draft.columns[n]);
  const params = [user.contactId, user.organisationId, draft.formId, draft.formVersion, JSON.stringify(draft.formData), JSON.stringify(draft.record), draft.formRevision, draft.formHash, ...values];
  const { rows } = await tx.query<{ project_id: string }>(
    `INSERT INTO projects (status, levy_payer_contact_id, levy_payer_organisation_id, form_id, form_version, form_data, record, form_revision, form_hash, ${names.join(', ')})
     VALUES ('Draft', $1, $2, $3, $4, $5, $6, $7, $8, ${names.map((_, i) => `$${i + 9}`).join(', ')})
     RETURNING project_id`,
    params,
  );
  return rows[0].project_id;
}

/** Overwrites a draft's form data, record and list columns. */
export async function updateDraft(tx: Queryable, projectId: string, draft: DraftWrite): Promise<void> {
  const names = columnList(draft.columns);
  await tx.query(
    `UPDATE projects SET form_id = $2, form_version = $3, form_data = $4, record = $5, form_revision = $6, form_hash = $7, updated_at = now(),
            ${names.map((n, i) => `${n} = $${i + 8}`).join(', ')}
      WHERE project_id = $1`,
    [projectId, draft.formId, draft.formVersion, JSON.stringify(draft.formData), JSON.stringify(draft.record), draft.formRevision, draft.formHash, ...names.map((n) => draft.columns[n])],
  );
}

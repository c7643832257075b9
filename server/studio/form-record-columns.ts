/**
 * Writes a `FormRecord` (the form revision that checked a submission) into the `form_id,
 * form_version, form_revision, form_hash` columns of the row the submission stored.
 */
import type { Queryable } from '../db/database.ts';
import type { FormRecord } from './live-forms.ts';

/** The tables whose rows record their form, by primary key column. */
export const FORM_RECORD_KEYS = {
  contacts: 'contact_id',
  organisations: 'organisation_id',
  portal_roles: 'portal_role_id',
  certifier_claims: 'claim_id',
} as const;

export type FormRecordTable = keyof typeof FORM_RECORD_KEYS;

export async function writeFormRecord(db: Queryable, table: FormRecordTable, id: string, record: FormRecord): Promise<void> {
  await db.query(`UPDATE ${table} SET form_id = $2, form_version = $3, form_revision = $4, form_hash = $5 WHERE ${FORM_RECORD_KEYS[table]} = $1`, [
    id,
    record.formId,
    record.version,
    record.revision,
    record.hash,
  ]);
}

/**
 * What a stored submission says it was checked with (its form record columns), and what it
 * should say: the current revision of the catalog form that submits to the route, found by its
 * manifest's submit method and endpoint, so no test names a form.
 */
import { FORM_RECORD_KEYS, type FormRecordTable } from '../studio/form-record-columns.ts';
import { formIdSubmittingTo } from '../studio/submitting-form.ts';
import type { ApiContext } from './api.ts';

export async function recordedForm(t: ApiContext, table: FormRecordTable, id: string) {
  const { rows } = await t.db.query(`SELECT form_id, form_version, form_revision, form_hash FROM ${table} WHERE ${FORM_RECORD_KEYS[table]} = $1`, [id]);
  return rows[0];
}

export async function currentFormRecord(t: ApiContext, method: string, endpoint: string) {
  const formId = await formIdSubmittingTo(method, endpoint);
  const current = (await t.app.inject({ url: `/api/forms/${formId}/current`, headers: await t.auth('payer') })).json();
  return { form_id: formId, form_version: current.version, form_revision: current.revision, form_hash: current.hash };
}

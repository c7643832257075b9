/**
 * What GET /api/project/{id} adds for the notification wizard, beside the project record:
 * the levy bases in dollars and, for a Draft, its form data (`notification`) ready for the
 * current form version, with what must be re-entered when it could not all be carried over,
 * and the form revision that checks it (`formRevision`), for the browser to check it with too.
 * `form` is the catalog's notification form (`notificationFormOf`).
 */
import type { Queryable } from '../db/database.ts';
import { lookupNames } from '../db/queries/lookup-lists.ts';
import { centsToDollars } from '../../engine/core/money.ts';
import { resumeStoredDraft } from './notification-revision.ts';
import { notificationFromRecord } from './notification-from-record.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { NotificationData } from './notification-form.ts';

interface Row {
  status: string;
  description_of_work_name?: unknown;
  record: Record<string, unknown>;
  form_id?: string | null;
  form_version?: number | null;
  form_revision?: number | null;
  form_data?: NotificationData | null;
}

export async function projectNotificationFields(db: Queryable, form: CompiledForm, row: Row): Promise<Record<string, unknown>> {
  const formId = form.manifest.id;
  const fields: Record<string, unknown> = {};
  for (const base of ['plslCoW', 'bctfCoW', 'dwhsCoW']) {
    const value = row.record[base];
    if (typeof value === 'number') fields[base] = centsToDollars(value);
  }
  if (row.status !== 'Draft') return fields;

  let stored: { row: Row | Record<string, never>; data: NotificationData };
  if (row.form_data && (row.form_id ?? formId) === formId) {
    stored = { row, data: row.form_data };
  } else {
    const names = await lookupNames(db, row.record.typeOfWorkId, row.record.councilId);
    const description = typeof row.description_of_work_name === 'string' ? row.description_of_work_name : null;
    stored = { row: {}, data: notificationFromRecord(form, row.record, { ...names, descriptionOfWork: description }) };
  }
  const { revision, resumed } = await resumeStoredDraft(db, form, stored.row, stored.data);
  const { version, hash } = revision.record;
  return {
    ...fields,
    notification: resumed.notification,
    formId,
    formVersion: resumed.formVersion,
    formRevision: { id: formId, version, revision: revision.record.revision, hash, moduleUrl: revision.moduleUrl },
    ...(resumed.reEnter.length ? { notificationNotice: revision.form.manifest.messages?.reEnterNotice, reEnter: resumed.reEnter } : {}),
  };
}

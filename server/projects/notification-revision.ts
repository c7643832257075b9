/**
 * The notification form revision a stored draft is checked with: the one it was saved with while
 * that is published under the current version (studio `madeWith`), else the current one; a new
 * draft takes the current one. What is stored records it (form id, version, revision, hash).
 * `form` is the catalog's notification form (`notificationFormOf`); a test-only one checks as given.
 */
import type { CompiledForm } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { createLiveForms, madeWithOrGiven, type CheckingRevision, type StoredFormRef } from '../studio/live-forms.ts';
import { resumeDraft, type ResumedDraft } from './draft-resume.ts';
import type { NotificationData } from './notification-form.ts';

/** The columns of a project that say which form revision its draft was made with. */
export interface StoredDraftForm {
  form_id?: string | null;
  form_version?: number | null;
  form_revision?: number | null;
}

/** What the row says it was made with; null for a row of another form or none. */
export const storedNotificationRef = (form: CompiledForm, row: StoredDraftForm): StoredFormRef | null =>
  row.form_id === form.manifest.id ? { version: row.form_version ?? null, revision: row.form_revision ?? null } : null;

/** The revision to check a draft with (`stored` null: a new draft, the current revision). */
export async function notificationRevision(q: Queryable, form: CompiledForm, stored: StoredFormRef | null): Promise<CheckingRevision> {
  return madeWithOrGiven(createLiveForms(q), form, stored);
}

/** A stored draft resumed (migrated when of an earlier version) with the revision it is checked by. */
export async function resumeStoredDraft(q: Queryable, form: CompiledForm, row: StoredDraftForm, data: NotificationData) {
  const revision = await notificationRevision(q, form, storedNotificationRef(form, row));
  const resumed: ResumedDraft = resumeDraft({ formVersion: row.form_version ?? null, data }, revision.form);
  return { revision, resumed };
}

/**
 * Upgrades of stored notification drafts between form versions (DESIGN.md s4). Key: the version
 * a draft was saved with; value: its data for the next version. Add one whenever form.json's
 * version is bumped and the data can be carried over; where it cannot, the resume says what must
 * be re-entered (see draft-resume.ts) instead of losing anything silently.
 */
import type { NotificationData } from './notification-form.ts';

export type DraftMigration = (data: NotificationData) => NotificationData;

export const DRAFT_MIGRATIONS: Readonly<Record<number, DraftMigration>> = {
  // Version 1 is the first version of the notification form: nothing to upgrade yet.
};

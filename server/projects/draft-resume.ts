/**
 * A stored notification draft made ready for the current form version: migrated step by step
 * when migrations exist, then checked with the current form's draft rules; a value the current
 * form cannot hold is taken out and listed, with its message, as something to re-enter.
 */
import { writePointer } from '../../engine/core/pointer.ts';
import type { CompiledForm, FieldError } from '../../engine/core/types.ts';
import { DRAFT_MIGRATIONS, type DraftMigration } from './draft-migrations.ts';
import { blockingPaths } from './draft-validation.ts';
import type { NotificationData } from './notification-form.ts';

export interface ResumedDraft {
  notification: NotificationData;
  /** The version the returned data fits (the current form's). */
  formVersion: number;
  /** Values that could not be carried over: each field and why. Empty when nothing was lost. */
  reEnter: FieldError[];
}

export function resumeDraft(
  stored: { formVersion: number | null; data: NotificationData },
  form: CompiledForm,
  migrations: Readonly<Record<number, DraftMigration>> = DRAFT_MIGRATIONS,
): ResumedDraft {
  const current = form.manifest.version;
  let data = stored.data;
  let version = stored.formVersion ?? current;
  while (version < current && migrations[version]) data = migrations[version++](data);
  if (version === current) return { notification: data, formVersion: current, reEnter: [] };
  // No way to carry it over exactly: keep what the current form accepts, list the rest.
  const reEnter = blockingPaths(form, data);
  for (const { path } of reEnter) data = writePointer(data, path, undefined);
  return { notification: JSON.parse(JSON.stringify(data)) as NotificationData, formVersion: current, reEnter };
}

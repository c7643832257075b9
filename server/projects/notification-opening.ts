/**
 * A notification's data opened on the server as the browser opens it, with the server's own
 * context (the lookups it loads, the organisation's entity type, today in Brisbane): the form's
 * `contextSelections` choose their items (e.g. the description of work named), and what those
 * imply is written in (its questions and whether each must be answered, its type of work), so a
 * browser cannot, say, mark a required question optional. Which fields and lists these are is the
 * form's own data (form.json, ui.json `optionsFrom`); nothing here names them.
 */
import { openingSelections } from '../../engine/core/context-selection.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { lookupsContext } from '../db/queries/lookup-lists.ts';
import { organisationEntityType } from '../db/queries/organisation-details.ts';
import type { NotificationData } from './notification-form.ts';

export interface OpenedNotification {
  data: NotificationData;
  /** The context with each selection's chosen item under its name. */
  context: Record<string, unknown>;
}

/** The context the server opens a notification with. */
export async function serverContext(db: Queryable, organisationId: string | null, today: string): Promise<Record<string, unknown>> {
  const lookups = await lookupsContext(db);
  return { today, organisation: { entityType: await organisationEntityType(db, organisationId) }, lookups };
}

/** The data opened with `context` (see the module comment). */
export function openNotification(form: CompiledForm, data: NotificationData, context: Record<string, unknown>): OpenedNotification {
  return openingSelections(form.manifest, data, context);
}

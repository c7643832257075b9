/**
 * The context a change form or a quick edit is checked with on the server, built from the server's own
 * records and calendar (the browser's context is never trusted): today in Brisbane, the project
 * being changed (as GET /api/project/{id} answers it), the caller's organisation (as GET
 * /api/organisation answers it) and the lookup lists (as GET /api/lookups answers them). Only the
 * names the form declares in form.json `context` are given; a project the caller may not reach is
 * left out (the handler refuses it afterwards).
 */
import { serverAbnLookupErrors, type AbnLookupResult } from '../../engine/core/abn-lookup.ts';
import { openingSelections } from '../../engine/core/context-selection.ts';
import { applyDerived } from '../../engine/core/derived.ts';
import { hiddenValueErrors } from '../../engine/core/hidden-values.ts';
import { unknownOptionErrors } from '../../engine/core/option-lists.ts';
import type { CompiledForm, FieldError } from '../../engine/core/types.ts';
import { validateFormData } from '../../engine/core/validate.ts';
import type { Queryable } from '../db/database.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';
import { lookupsContext } from '../db/queries/lookup-lists.ts';
import { findOrganisation } from '../db/queries/organisation-details.ts';
import { canAccessProject, findProject, toProjectRecord } from '../db/queries/projects.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function changeFormContext(db: Queryable, form: CompiledForm, user: CurrentUser | null, projectId: unknown, today: string): Promise<Record<string, unknown>> {
  const wants = new Set(form.manifest.context ?? []);
  const context: Record<string, unknown> = {};
  if (wants.has('today')) context.today = today;
  if (wants.has('project') && user && typeof projectId === 'string' && UUID_PATTERN.test(projectId)) {
    const row = await findProject(db, projectId);
    if (row && canAccessProject(user, row)) context.project = toProjectRecord(row);
  }
  if (wants.has('organisation')) context.organisation = await callerOrganisation(db, user);
  if (wants.has('lookups')) context.lookups = await lookupsContext(db);
  return context;
}

/** The caller's organisation as the browser reads it (GET /api/organisation); none for a member without an active role, or a user without one. */
async function callerOrganisation(db: Queryable, user: CurrentUser | null): Promise<Record<string, unknown>> {
  const organisation = user?.organisationId && !user.inactiveMember ? await findOrganisation(db, user.organisationId) : null;
  return organisation ? { ...organisation } : { entityType: null };
}

/**
 * A change form's data as the server takes it: opened with the server's context as the browser
 * opens it (the items its `contextSelections` choose from the lookups, and what they fill, e.g.
 * the name of the description of work picked and the type of work it implies, are the server's,
 * not what was sent), its derived values computed again (e.g. a difference from the project's
 * current cost, a date compared with today), then checked with the form's compiled validator,
 * for an ABN the server's own lookup (`abnResults`, `lookUpSubmittedAbns`) does not know or whose
 * looked-up details it does not find, for a choice its lookup list lacks, and for values held in
 * sections the form hides for this data and context (`hiddenValueMessage`). One error a field, in
 * that order.
 */
export function checkChangeForm(
  form: CompiledForm,
  submitted: Record<string, unknown>,
  context: Record<string, unknown>,
  abnResults: ReadonlyMap<string, AbnLookupResult | null> = new Map(),
): { data: Record<string, unknown>; errors: FieldError[] } {
  const opened = openingSelections(form.manifest, submitted, context);
  const data = applyDerived(opened.data, form.manifest.derived, opened.context);
  const errors = validateFormData(form, data).errors;
  for (const error of [...serverAbnLookupErrors(data, form, abnResults), ...unknownOptionErrors(form, data, opened.context), ...hiddenValueErrors(form, data, opened.context)]) {
    if (!errors.some((reported) => reported.path === error.path)) errors.push(error);
  }
  return { data, errors };
}

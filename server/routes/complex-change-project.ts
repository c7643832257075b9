/**
 * The project a complex change is for, locked for the transaction that stores the change: the
 * route's project (the data's `projectId`, one the caller may reach), or one named by its levy
 * number (form.json `submit.project`, a submitted project of another levy payer, e.g. one being
 * taken over). Either way a project the form may not change (a Draft, a read-only status, its
 * availability rule) is refused.
 */
import type { Queryable } from '../db/database.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { badRequest, forbiddenProject } from '../http/http-error.ts';
import { readPointer } from '../../engine/core/pointer.ts';
import type { FormManifest, SubmitManifest } from '../../engine/core/types.ts';
import { assertChangeAllowed } from '../projects/change-allowed.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProjectRow {
  project_id: string;
  project_number: string | null;
  status: string;
  levy_payer_contact_id: string | null;
  levy_payer_organisation_id: string | null;
  record: Record<string, unknown>;
}

const SELECT = 'SELECT project_id, project_number, status, levy_payer_contact_id, levy_payer_organisation_id, record FROM projects';

async function byId(tx: Queryable, user: CurrentUser, data: Record<string, unknown>): Promise<ProjectRow> {
  const projectId = data.projectId;
  if (typeof projectId !== 'string' || !UUID_PATTERN.test(projectId)) throw forbiddenProject();
  const { rows } = await tx.query<ProjectRow>(`${SELECT} WHERE project_id = $1 FOR UPDATE`, [projectId]);
  const project = rows[0];
  if (!project || !canAccessProject(user, project)) throw forbiddenProject();
  return project;
}

async function byNumber(tx: Queryable, user: CurrentUser, lookup: NonNullable<SubmitManifest['project']>, data: Record<string, unknown>): Promise<ProjectRow> {
  const number = readPointer(data, lookup.field);
  const { rows } = typeof number === 'string' && number.trim() ? await tx.query<ProjectRow>(`${SELECT} WHERE project_number = $1 FOR UPDATE`, [number.trim()]) : { rows: [] };
  const project = rows[0];
  // A Draft has no levy number yet; one that has is still not a submitted project.
  // Refused like any invalid field: the form's words at the number, the usual summary above.
  if (!project || project.status === 'Draft') throw badRequest(FORM_ERRORS_MESSAGE, [{ path: lookup.field, message: lookup.notFoundMessage }]);
  if (canAccessProject(user, project)) throw badRequest(FORM_ERRORS_MESSAGE, [{ path: lookup.field, message: lookup.ownProjectMessage }]);
  return project;
}

/** Finds and locks the change's project as the form's manifest says, or throws the refusal. */
export async function lockChangeProject(tx: Queryable, user: CurrentUser, manifest: FormManifest, data: Record<string, unknown>): Promise<{ projectId: string; projectNumber: string | null }> {
  const lookup = manifest.submit?.project;
  const project = lookup ? await byNumber(tx, user, lookup, data) : await byId(tx, user, data);
  // A Draft, a read-only project, or the form's availability rule failing: engine/core changeRefusal.
  await assertChangeAllowed(tx, manifest, project.project_id, project);
  return { projectId: project.project_id, projectNumber: project.project_number };
}

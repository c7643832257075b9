/** What the attack suite needs of the catalog without naming a form: its change forms with attachments. */
import { loadForm, catalog } from '../../generated/registry.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { writePointer } from '../../engine/core/pointer.ts';
import type { Queryable } from '../../server/db/database.ts';
import { ORGS } from '../../server/seed/people.ts';

/** Every complex-change form of the catalog whose manifest has attachment rules. */
export async function changeFormsWithAttachments(): Promise<CompiledForm[]> {
  const forms = await Promise.all(catalog.filter((entry) => entry.submitKind === 'complex-change').map((entry) => loadForm(entry.id)));
  return forms.filter((form) => form.manifest.attachments && !form.manifest.submit?.project);
}

/** The request body of a change form's submission with `files` at its attachment field. */
export function changeBody(form: CompiledForm, projectId: string, files: unknown[]): Record<string, unknown> {
  const field = form.manifest.attachments!.field;
  const data = writePointer({ projectId }, field.startsWith('/') ? field : `/${field}`, files);
  return { [form.manifest.submit!.payloadKey]: data };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A project of the demo payer's organisation in `status`. */
export async function payerProject(db: Queryable, status = 'Submitted'): Promise<{ projectId: string; projectNumber: string }> {
  const { rows } = await db.query<{ projectId: string; projectNumber: string }>(
    `SELECT project_id AS "projectId", project_number AS "projectNumber" FROM projects
      WHERE levy_payer_organisation_id = $1 AND status = $2 ORDER BY project_number LIMIT 1`,
    [ORGS.demoBuilders.organisation_id, status],
  );
  return rows[0];
}

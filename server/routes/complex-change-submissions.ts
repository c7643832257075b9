import type { FastifyInstance } from 'fastify';
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { hashRequest, once } from '../db/queries/idempotency.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { assertChangeAllowed } from '../projects/change-allowed.ts';
import { badRequest, forbiddenProject } from '../http/http-error.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { changeFormContext, checkChangeForm } from '../complex-changes/change-form-context.ts';
import { assertOwnBankAccount, storeNewBankAccount } from '../bank-accounts/submitted-bank-account.ts';
import { currentUser, type RouteDeps } from './deps.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The catalog's forms that submit as a complex change (by their manifest). */
export async function complexChangeForms(): Promise<CompiledForm[]> {
  const forms = await Promise.all(formIds.map((id) => loadForm(id)));
  return forms.filter((form) => form.manifest.submit?.kind === 'complex-change');
}

/**
 * One POST per complex-change form, at its manifest's endpoint. The body is
 * `{ [payloadKey]: formData, projectNumber }`; the form's derived values are computed again with
 * the server's context (today, the project, the organisation), the data is validated with the
 * form's compiled validator (the browser's own) and for values its hidden sections may not hold,
 * then the change is stored as Submitted, with the bank details it carries (`submit.bankAccount`)
 * checked and stored.
 */
export async function complexChangeSubmissionRoutes(app: FastifyInstance, deps: RouteDeps & { forms: CompiledForm[] }, clock: () => string = brisbaneToday) {
  const { db } = deps;
  for (const form of deps.forms) {
    const submit = form.manifest.submit!;
    const { payloadKey, changeType } = submit;
    if (!changeType) throw new Error(`form ${form.manifest.id}: submit.changeType is missing`);

    app.post<{ Body: Record<string, unknown> }>(
      submit.endpoint,
      {
        schema: {
          body: {
            type: 'object',
            required: [payloadKey],
            properties: { [payloadKey]: { type: 'object' }, projectNumber: { type: ['string', 'null'], maxLength: 50 } },
          },
        },
      },
      async (request, reply) => {
        const submitted = request.body[payloadKey] as Record<string, unknown>;
        const user = await currentUser(db, request);
        const context = await changeFormContext(db, form, user, submitted.projectId, clock());
        const { data, errors } = checkChangeForm(form, submitted, context);
        if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);

        const projectId = data.projectId;
        if (!user || typeof projectId !== 'string' || !UUID_PATTERN.test(projectId)) throw forbiddenProject();

        const created = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{
            project_number: string | null;
            status: string;
            levy_payer_contact_id: string | null;
            levy_payer_organisation_id: string | null;
            record: Record<string, unknown>;
          }>('SELECT project_number, status, levy_payer_contact_id, levy_payer_organisation_id, record FROM projects WHERE project_id = $1 FOR UPDATE', [projectId]);
          const project = rows[0];
          if (!project || !canAccessProject(user, project)) throw forbiddenProject();
          await assertChangeAllowed(tx, form.manifest, projectId, project);
          const number = request.body.projectNumber;
          if (typeof number === 'string' && number !== '' && number !== project.project_number) {
            throw badRequest('The project number does not match the project.', [{ path: '/projectNumber', message: 'The project number does not match the project.' }]);
          }
          if (submit.bankAccount) await assertOwnBankAccount(tx, user.contactId, submit.bankAccount, data);
          const key = request.headers['idempotency-key'];
          const scope = `${user.contactId} ${submit.endpoint}`;
          return once(tx, scope, typeof key === 'string' ? key : undefined, hashRequest(request.body), async () => {
            const inserted = await tx.query<{ complexChangeId: string; complexChangeNumber: string }>(
              `INSERT INTO complex_changes (project_id, change_type, status, submitted_date, submitted_by_contact_id, form_id, form_version, payload)
               VALUES ($1, $2, 'Submitted', (now() AT TIME ZONE 'Australia/Brisbane')::date, $3, $4, $5, $6)
               RETURNING complex_change_id AS "complexChangeId", change_number AS "complexChangeNumber"`,
              [projectId, changeType, user.contactId, form.manifest.id, form.manifest.version, JSON.stringify(data)],
            );
            if (submit.bankAccount) await storeNewBankAccount(tx, user.contactId, submit.bankAccount, data);
            return inserted.rows[0];
          });
        });
        return reply.send(created);
      },
    );
  }
}

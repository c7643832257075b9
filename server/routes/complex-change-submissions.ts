import type { FastifyInstance } from 'fastify';
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { hashRequest, once } from '../db/queries/idempotency.ts';
import { badRequest, forbiddenProject } from '../http/http-error.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { lookUpSubmittedAbns } from '../db/queries/abn-lookup.ts';
import { changeFormContext, checkChangeForm } from '../projects/change-form-context.ts';
import { assertOwnBankAccount, storeNewBankAccount } from '../bank-accounts/submitted-bank-account.ts';
import { withCallerPrefill } from './complex-change-data.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { lockChangeProject } from './complex-change-project.ts';
import { actsAsLevyPayer } from '../db/queries/current-user.ts';
import { currentUser, type RouteDeps } from './deps.ts';

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
 * then the change is stored
 * as Submitted against its project (the route's, or one named by levy number: see
 * `complex-change-project.ts`) with the caller's own contact values, and with the bank details it
 * carries (`submit.bankAccount`) checked and stored. The answer is the change's id and number.
 * The route's endpoint is the build's; the form that checks the data is the newest published
 * revision (`liveForms`), recorded with the change (form id, version, revision, content hash).
 */
export async function complexChangeSubmissionRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { forms: CompiledForm[] },
  clock: () => string = brisbaneToday,
) {
  const { db } = deps;
  for (const built of deps.forms) {
    const submit = built.manifest.submit!;
    const { payloadKey, changeType } = submit;
    if (!changeType) throw new Error(`form ${built.manifest.id}: submit.changeType is missing`);

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
        // Who may submit is settled before any work on the data.
        const user = await currentUser(db, request);
        if (!user || !actsAsLevyPayer(user)) throw forbiddenProject();
        const { form, record } = await currentOrGiven(deps.liveForms, built);
        const context = await changeFormContext(db, form, user, submitted.projectId, clock());
        const { data, errors } = checkChangeForm(form, submitted, context, await lookUpSubmittedAbns(db, form.manifest.abnLookup, submitted));
        if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);
        const stored = withCallerPrefill(form.manifest, data, user);

        const created = await db.transaction(async (tx) => {
          const project = await lockChangeProject(tx, user, form.manifest, stored);
          const number = request.body.projectNumber;
          if (typeof number === 'string' && number !== '' && number !== project.projectNumber) {
            throw badRequest('The project number does not match the project.', [{ path: '/projectNumber', message: 'The project number does not match the project.' }]);
          }
          if (submit.bankAccount) await assertOwnBankAccount(tx, user.contactId, submit.bankAccount, stored);
          const key = request.headers['idempotency-key'];
          const scope = `${user.contactId} ${submit.endpoint}`;
          return once(tx, scope, typeof key === 'string' ? key : undefined, hashRequest(request.body), async () => {
            const inserted = await tx.query<{ complexChangeId: string; complexChangeNumber: string }>(
              `INSERT INTO complex_changes (project_id, change_type, status, submitted_date, submitted_by_contact_id, form_id, form_version, payload, form_revision, form_hash)
               VALUES ($1, $2, 'Submitted', (now() AT TIME ZONE 'Australia/Brisbane')::date, $3, $4, $5, $6, $7, $8)
               RETURNING complex_change_id AS "complexChangeId", change_number AS "complexChangeNumber"`,
              [project.projectId, changeType, user.contactId, record.formId, record.version, JSON.stringify(stored), record.revision, record.hash],
            );
            if (submit.bankAccount) await storeNewBankAccount(tx, user.contactId, submit.bankAccount, stored);
            return inserted.rows[0];
          });
        });
        return reply.send(created);
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import { changeableFields, changedFields, sentChanges } from '../../engine/core/changes.ts';
import { openingData } from '../../engine/core/prefill.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import { hashRequest, once } from '../db/queries/idempotency.ts';
import { applyProjectChanges, PROTECTED_PROJECT_FIELDS, recordSimpleChange } from '../db/queries/project-changes.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { assertChangeAllowed } from '../projects/change-allowed.ts';
import { FORM_ERRORS_MESSAGE } from '../http/form-validation.ts';
import { badRequest, forbiddenProject, HttpError } from '../http/http-error.ts';
import { lookUpSubmittedAbns } from '../db/queries/abn-lookup.ts';
import { changeFormContext, checkChangeForm } from '../projects/change-form-context.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { actsAsLevyPayer } from '../db/queries/current-user.ts';
import { currentUser, type RouteDeps } from './deps.ts';
import { currentOrGiven } from '../studio/live-forms.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_CHANGES = 'There is no change to save.';

/** The catalog's quick-edit forms (form.json `submit.kind` 'simple-change'). */
export async function simpleChangeForms(): Promise<CompiledForm[]> {
  const forms = await Promise.all(formIds.map((id) => loadForm(id)));
  return forms.filter((form) => form.manifest.submit?.kind === 'simple-change');
}

/** Text as the page sends it (its text controls trim), for telling a change from the value held. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const fieldsOf = (form: CompiledForm) => Object.keys(form.schema.properties ?? {});

/**
 * The form a payload belongs to, among those sharing its endpoint: the one that has every field the
 * payload changes, else the one that has most of them (its validator then names the others as not
 * part of the form). The linter keeps the forms' fields apart.
 */
function formFor(forms: CompiledForm[], data: Record<string, unknown>): CompiledForm {
  const overlap = (form: CompiledForm) => {
    const own = new Set(fieldsOf(form));
    const changed = sentChanges(form.manifest, data);
    return { all: changed.every((field) => own.has(field)), some: changed.filter((field) => own.has(field)).length };
  };
  return forms.find((form) => overlap(form).all) ?? forms.reduce((best, form) => (overlap(form).some > overlap(best).some ? form : best));
}

/**
 * One POST per quick-edit endpoint of the catalog (spec: `/api/project/change/simple` with
 * `{ projectChanges: { projectId, <changed fields> } }`). The form's derived values (not in the
 * payload) are computed from the server's own record of the project (e.g. the start date a new finish
 * date must follow), then it is checked with its form's compiled validator at its current
 * published revision (the browser's own, recorded with the change), must change something, and may only reach the user's
 * own project while it may be changed and the form's availability rule holds; then the project
 * is updated and the change recorded in its history, once per `Idempotency-Key`.
 */
export async function simpleChangeSubmissionRoutes(app: FastifyInstance, deps: RouteDeps & { forms: CompiledForm[] }, clock: () => string = brisbaneToday) {
  const { db } = deps;
  const byEndpoint = new Map<string, CompiledForm[]>();
  for (const form of deps.forms) {
    const submit = form.manifest.submit!;
    const reserved = changeableFields(form.manifest, fieldsOf(form)).filter((field) => PROTECTED_PROJECT_FIELDS.has(field));
    if (reserved.length) throw new Error(`form ${form.manifest.id}: a quick edit may not change ${reserved.join(', ')}`);
    if (!submit.changeType) throw new Error(`form ${form.manifest.id}: submit.changeType is missing`);
    const key = `${submit.method} ${submit.endpoint}`;
    byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), form]);
  }

  for (const forms of byEndpoint.values()) {
    const { method, endpoint, payloadKey } = forms[0].manifest.submit!;
    if (forms.some((form) => form.manifest.submit!.payloadKey !== payloadKey)) throw new Error(`the quick edits on ${endpoint} name their payload differently`);

    app.route<{ Body: Record<string, unknown> }>({
      method,
      url: endpoint,
      schema: { body: { type: 'object', required: [payloadKey], properties: { [payloadKey]: { type: 'object' } } } },
      handler: async (request, reply) => {
        const submitted = request.body[payloadKey] as Record<string, unknown>;
        // Who may submit is settled before any work on the data.
        const user = await currentUser(db, request);
        if (!user || !actsAsLevyPayer(user)) throw forbiddenProject();
        // The current revision of each form on the endpoint: the payload's is checked and recorded with it.
        const live = await Promise.all(forms.map((given) => currentOrGiven(deps.liveForms, given)));
        const form = formFor(live.map((revision) => revision.form), submitted);
        const { record } = live.find((candidate) => candidate.form === form)!;
        const { manifest } = form;
        const changed = sentChanges(manifest, submitted);
        if (!changed.length) throw new HttpError(400, manifest.messages?.noChanges ?? NO_CHANGES);

        const projectId = submitted.projectId;
        const knownId = typeof projectId === 'string' && UUID_PATTERN.test(projectId);

        const answer = await db.transaction(async (tx) => {
          const { rows } = knownId
            ? await tx.query<{
                status: string;
                levy_payer_contact_id: string | null;
                levy_payer_organisation_id: string | null;
                record: Record<string, unknown>;
              }>('SELECT status, levy_payer_contact_id, levy_payer_organisation_id, record FROM projects WHERE project_id = $1 FOR UPDATE', [projectId])
            : { rows: [] };
          // Checked against the project as it is locked now (e.g. its start date), not as read
          // before; a project the caller may not reach is not in the context, and is refused next.
          const context = await changeFormContext(tx, form, user, projectId, clock());
          const { data, errors } = checkChangeForm(form, submitted, context, await lookUpSubmittedAbns(tx, form.manifest.abnLookup, submitted));
          if (errors.length) throw badRequest(FORM_ERRORS_MESSAGE, errors);
          const project = rows[0];
          if (!knownId || !project || !canAccessProject(user, project)) throw forbiddenProject();
          await assertChangeAllowed(tx, manifest, projectId, project);

          const key = request.headers['idempotency-key'];
          return once(tx, `${user.contactId} ${endpoint}`, typeof key === 'string' ? key : undefined, hashRequest(request.body), async () => {
            // Only what differs from the project as the form opens on it now is a change (the spec:
            // unchanged values are not submitted); a request that changes nothing is refused, and
            // records no change. Checked here, so a retry of a change already made gets its answer.
            const opening = openingData(manifest, context, {} as Record<string, unknown>);
            const altered = changed.filter((field) => changedFields(manifest, { [field]: trimmed(opening[field]) }, { [field]: trimmed(data[field]) }).length > 0);
            if (!altered.length) throw new HttpError(400, manifest.messages?.noChanges ?? NO_CHANGES);
            await applyProjectChanges(tx, projectId, Object.fromEntries(altered.map((field) => [field, data[field] ?? null])));
            await recordSimpleChange(tx, {
              projectId,
              contactId: user.contactId,
              changeType: manifest.submit!.changeType!,
              formId: manifest.id,
              formVersion: record.version,
              formRevision: record.revision,
              formHash: record.hash,
              // What the change made: the fields that held another value, with what always goes with them.
              payload: Object.fromEntries(Object.entries(data).filter(([field]) => !changed.includes(field) || altered.includes(field))),
            });
            return { projectId };
          });
        });
        return reply.send(answer);
      },
    });
  }
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ClaimRowErrors } from '../../engine/core/claim-csv.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import { portal } from '../../generated/portal.gen.ts';
import { assertOwnBankAccount, storeNewBankAccount } from '../bank-accounts/submitted-bank-account.ts';
import { checkClaimFile } from '../claims/claim-file.ts';
import { projectRowErrors, toSightingFee } from '../claims/claim-rows.ts';
import { readClaimUpload } from '../claims/claim-upload.ts';
import { insertClaim, lockClaimedProjects } from '../db/queries/claim-submission.ts';
import { assertValidForm } from '../http/form-validation.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { requireCertifier } from './certifier-access.ts';
import type { RouteDeps } from './deps.ts';
import { currentOrGiven } from '../studio/live-forms.ts';
import { writeFormRecord } from '../studio/form-record-columns.ts';

export const CLAIM_ENDPOINT = '/api/certifierclaims/create';
const rules = portal.certifierClaims;

/** The catalog form that submits to the claim endpoint: its validator checks the bank details and the file's description. */
export async function certifierClaimForm(): Promise<CompiledForm> {
  const forms = await Promise.all(formIds.map((id) => loadForm(id)));
  const form = forms.find((f) => f.manifest.submit?.endpoint === CLAIM_ENDPOINT);
  if (!form?.manifest.submit?.bankAccount || !form.manifest.attachments) throw new Error(`no catalog form submits to ${CLAIM_ENDPOINT} with bank details and attachments`);
  return form;
}

/** A refused claim (spec 1 s4, s8): `success: false` and each row's errors, also as field errors of the file. */
function refused(groups: ClaimRowErrors[], moreErrors: boolean): HttpError {
  const errors = groups.flatMap(({ row, errors }) => errors.map((error) => ({ path: '/claimsFile', message: error, row, error })));
  return new HttpError(400, rules.messages.resultFailed, { details: [], errors, success: false, claimNo: null, moreErrors });
}

/**
 * POST /api/certifierclaims/create (multipart: claimsFile, vendorNo, optional bankAccount JSON):
 * the certifier's own vendor number; the bank details and the file's name, type and size by the
 * catalog form's validator at its current published revision; the CSV checks again on the bytes; then each project exists, is not
 * claimed and appears once. The claim, its fees and new bank details are stored in one transaction.
 */
export async function certifierClaimCreateRoutes(app: FastifyInstance, { db, liveForms }: RouteDeps, form: CompiledForm, clock: () => string = brisbaneToday) {
  const bankRule = form.manifest.submit!.bankAccount!;
  const maxBytes = form.manifest.attachments!.maxFileSizeBytes ?? 0;
  const fileField = `/${form.manifest.attachments!.field}`;
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxBytes, files: 5, fields: 10, fieldSize: 10_000, parts: 20, headerPairs: 100 } });

  app.post(CLAIM_ENDPOINT, async (request) => {
    const user = await requireCertifier(db, request);
    const upload = await readClaimUpload(request, maxBytes);
    if (upload.vendorNo !== user.customerNumber) throw new HttpError(403, portal.messages.notAuthorisedPage);

    let bankAccount: unknown;
    try {
      bankAccount = upload.bankAccountJson ? JSON.parse(upload.bankAccountJson) : undefined;
    } catch {
      throw badRequest('The bank account is not valid JSON.', [{ path: bankRule.field, message: 'The bank account is not valid JSON.' }]);
    }
    if (bankAccount === undefined) {
      const held = await db.query<{ id: string }>('SELECT bank_account_id AS id FROM bank_accounts WHERE contact_id = $1 AND code = $2', [user.contactId, bankRule.code]);
      if (held.rows[0]) bankAccount = { option: 'UseExisting', id: held.rows[0].id };
    }
    const data = { [bankRule.field.slice(1)]: bankAccount, [fileField.slice(1)]: upload.files.map(({ fileName, mimeType, sizeBytes }) => ({ fileName, mimeType, sizeBytes })) };
    const checking = await currentOrGiven(liveForms, form);
    assertValidForm(checking.form, data);
    await assertOwnBankAccount(db, user.contactId, bankRule, data);

    const checked = checkClaimFile(rules.csv, upload.files[0].bytes);
    if (checked.groups.length) throw refused(checked.groups, checked.moreErrors);
    const fees = checked.rows.map(toSightingFee);

    const outcome = await db.transaction(async (tx) => {
      const projects = await lockClaimedProjects(tx, [...new Set(fees.map((f) => f.projectNumber))]);
      const problems = projectRowErrors(rules.csv, fees, projects);
      if (problems.groups.length) return { problems };
      const withSuburbs = fees.map((fee) => ({ ...fee, suburb: projects.get(fee.projectNumber)?.suburb ?? null }));
      const claim = await insertClaim(tx, { contactId: user.contactId, dateClaimed: clock(), status: rules.newClaimStatus, feeCents: rules.sightingFeeCents, fees: withSuburbs });
      await writeFormRecord(tx, 'certifier_claims', claim.claimId, checking.record);
      await storeNewBankAccount(tx, user.contactId, bankRule, data);
      return { claim };
    });
    if (outcome.problems) throw refused(outcome.problems.groups, outcome.problems.moreErrors);
    return { success: true, claimNo: outcome.claim!.claimNo, errors: [] };
  });
}

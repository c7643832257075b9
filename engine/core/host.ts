/**
 * What a form's host (the page that runs a catalog form) offers the catalog, by name: the
 * capabilities a form may use, the step actions form.json may place under a step, and the
 * message keys the host reads from `messages`. The linter checks forms against these lists; the
 * portal provides every capability once, and `engine/react` implements every action.
 */
import { conditionKey } from './condition-key.ts';
import { expandCondition } from './conditions.ts';
import type { CompiledForm, FormManifest, StepCondition, StepEmbed, StepManifest } from './types.ts';

/**
 * Capabilities the host provides to every form: an ABN lookup (`abn` widget with `abnLookup`
 * rules), field checks (`fieldChecks` rules), an address search (`address-search` widget), uploads of chosen files, and API requests
 * (step actions, submissions).
 */
export const capabilityNames = ['abnLookup', 'fieldCheck', 'addressSearch', 'uploadFiles', 'request'] as const;
export type CapabilityName = (typeof capabilityNames)[number];

/**
 * Records the host keeps cached, which a submission may name in `submit.refreshes` so they are
 * read again after it: the user's contact, an organisation, a project, the project lists, a
 * project's change history, portal roles, the user's bank accounts.
 */
export const cacheNames = ['contact', 'organisation', 'project', 'projects', 'projectChanges', 'portalRoles', 'bankAccounts'] as const;
export type CacheName = (typeof cacheNames)[number];

/**
 * Context names a form may declare in form.json `context`: all but the last two are loaded by the
 * portal, one loader each (the signed-in contact, their organisation, the route's project, today in
 * Queensland, the lookups, the contact's bank accounts by code); `role` and `isSelf` are given by the
 * page that opens a dialog form.
 */
export const contextNames = ['contact', 'organisation', 'project', 'today', 'lookups', 'bankAccounts', 'role', 'isSelf'] as const;

/**
 * The `lookups` context: each list as its GET /api/lookup call answers it (descriptions of work
 * with their type of work's id and questions; types of work; councils). The server loads the same
 * lists to open and check a submitted form.
 */
export interface LookupsContext {
  descriptionOfWorks: unknown[];
  typesOfWork: unknown[];
  councils: unknown[];
}

/**
 * Named actions of a portal page that catalog data may point at instead of a form (e.g. a project
 * page tile in forms/portal.json): the page implements each one.
 */
export const pageActionNames = ['downloadConfirmation'] as const;
export type PageActionName = (typeof pageActionNames)[number];

/**
 * Payload mappings the server applies itself, by their name in form.json `payloads`, and the roots
 * of the source it gives each (the server documents their shape where it builds them). `reads`:
 * `/form` is the form data (its pointers are checked against the schema). `writes`: 'payload'
 * builds an object by field name; 'data' builds form data, each key a data pointer. `context`: the
 * contexts the server opens the data with, which `context:` pointers may read beside the items the
 * form's `contextSelections` choose from them.
 * `projectRecord`: the project record (spec 3 s3.3) the server stores for a saved or submitted
 * project, from the form data, the form's levy request and its levy; its `context:` pointers read
 * the form's context as the server opens the data (the lookups it loads itself, the items the
 * form's `contextSelections` choose from them, today).
 * `draftFromRecord`: a draft's form data rebuilt from a stored project record and its lookups' names.
 */
export const serverPayloads = {
  projectRecord: { writes: 'payload', reads: ['form', 'levyRequest', 'levy'], context: ['today', 'organisation', 'lookups'] },
  draftFromRecord: { writes: 'data', reads: ['record', 'names'], context: [] },
} as const satisfies Record<string, { writes: 'payload' | 'data'; reads: readonly string[]; context: readonly string[] }>;
export type ServerPayloadName = keyof typeof serverPayloads;

/** Step action types form.json may declare under a step's `actions`. */
export const stepActionTypes = ['request'] as const;

/**
 * Every message key a host or portal page reads from form.json `messages`; the linter refuses any
 * other key (a typo, or a message nothing shows). The wizard frame: the primary button's labels,
 * Back, the note beside a blocked Next, the warning above a step whose submit pays (a paying embed), Save & Exit. The submit
 * pipeline and the pages' calls: failure, saving, saved, a missing context (a contact without its
 * id), a save or a submit refused for want of the user's contact, registering. A
 * changes-only dialog: nothing changed yet; the form is not available for the record (said by the
 * server). The notification page: its intro, draft notices and confirmation (with the card payment's receipt and date). The pay-invoice page
 * (the card form): the invoice summary, initiating the payment, attaching the card, processing
 * the payment, the receipt and the failure notice.
 */
export const hostMessageKeys = [
  'next',
  'submit',
  'back',
  'blockedNote',
  'submitWarning',
  'saveExit',
  'saving',
  'saveSuccess',
  'nothingToSave',
  'failure',
  'missingContext',
  'saveWithoutContact',
  'submitWithoutContact',
  'registering',
  'noChanges',
  'unavailable',
  'reEnterNotice',
  'draftLoadFailed',
  'introHeading',
  'introAct',
  'introLevy',
  'introPaymentHeading',
  'introPayCard',
  'introPayEft',
  'introExemption',
  'introInstalment',
  'introBackgroundHeading',
  'introCertifier',
  'introLiability',
  'introSupportHeading',
  'introSupportPhone',
  'introSupportPost',
  'introSupportEmail',
  'introCollectionNotice',
  'introQuestion',
  'introInProgress',
  'introYes',
  'introNo',
  'start',
  'cancel',
  'confirmationHeading',
  'confirmationProjectId',
  'confirmationDate',
  'confirmationPayment',
  'confirmationPaymentDate',
  'close',
  'invoiceSummaryHeading',
  'levyNumber',
  'invoiceNumber',
  'descriptionOfWork',
  'amountOwing',
  'totalAmount',
  'pay',
  'payInvoice',
  'amountToPay',
  'initiating',
  'initiateFailed',
  'initiateFailure',
  'attachFailure',
  'processFailure',
  'scriptNotLoaded',
  'notReady',
  'retry',
  'receiptHeading',
  'receiptNumber',
  'paymentDate',
  'processedNotFinalised',
  'goBack',
] as const;
export type HostMessageKey = (typeof hostMessageKeys)[number];

const expanded = new WeakMap<object, object>();

/** A step's `submitWhen` as the JSON Schema codegen precompiled (expanded once per condition). */
function submitSchema(manifest: FormManifest, condition: Exclude<StepCondition, true>): object {
  let schema = expanded.get(condition);
  if (!schema) {
    schema = expandCondition(condition, manifest.conditions);
    expanded.set(condition, schema);
  }
  return schema;
}

/** The conditions of a step the host evaluates: `submitWhen`, `saveBeforeNext` and its embed's `when`. */
const stepHostConditions = (step: StepManifest): StepCondition[] => [step.submitWhen, step.saveBeforeNext, step.embed?.when].filter((c): c is StepCondition => c !== undefined);

/** The condition schemas the host evaluates (steps' `submitWhen`, `saveBeforeNext`, embeds' `when`), for codegen to precompile. */
export function hostConditions(manifest: FormManifest): object[] {
  return manifest.steps.flatMap((step) => stepHostConditions(step).flatMap((condition) => (condition === true ? [] : [submitSchema(manifest, condition)])));
}

/** Whether a precompiled condition of the form holds for this data and context. */
export function conditionHolds(form: CompiledForm, condition: StepCondition | undefined, data: unknown, context: unknown): boolean {
  if (condition === undefined) return false;
  if (condition === true) return true;
  const check = form.conditions[conditionKey(submitSchema(form.manifest, condition))];
  if (!check) throw new Error(`Condition not precompiled for form ${form.manifest.id}; run npm run codegen`);
  return check({ data, context });
}

/** Whether the step's primary button submits the form now (its `submitWhen` holds). */
export function stepSubmits(form: CompiledForm, step: StepManifest, data: unknown, context: unknown): boolean {
  return conditionHolds(form, step.submitWhen, data, context);
}

/** Whether Next on the step first saves the draft now (its `saveBeforeNext` holds). */
export function stepSavesBeforeNext(form: CompiledForm, step: StepManifest, data: unknown, context: unknown): boolean {
  return conditionHolds(form, step.saveBeforeNext, data, context);
}

/** The host capability the step embeds now (its embed's `when` holds), if any. */
export function stepEmbed(form: CompiledForm, step: StepManifest, data: unknown, context: unknown): StepEmbed | undefined {
  return step.embed && conditionHolds(form, step.embed.when, data, context) ? step.embed : undefined;
}

/** What a failed call tells the user: the error's text (the spec's 'message (status) - details') and its details. */
export interface FailureLike {
  message?: string;
  details?: readonly string[];
}

/**
 * The one failure text of every host call: a form's template with `{details}` replaced by the
 * server's details (or, when it gave none, the error's own text) and `{message}` by the error's
 * own text (e.g. spec 2's 'An error occurred - {message}'); a template with neither is said as it
 * is (e.g. spec 1's claim failure, which asks the user to review the errors shown). Without a
 * template, the error's text alone.
 */
export function failureText(template: string | undefined, error: unknown): string {
  const failure = (error ?? {}) as FailureLike;
  const own = typeof failure.message === 'string' && failure.message ? failure.message : 'An unexpected error occurred';
  if (!template) return own;
  const details = failure.details?.filter(Boolean).join(', ') || own;
  return template.replace(/\{message\}/g, own).replace(/\{details?\}/g, details);
}

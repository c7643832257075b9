/**
 * The shapes of the forms catalog (data in `forms/<id>/`) and of a compiled form (made by
 * codegen in `generated/`). Shared by the browser, the server and the CLI.
 */
import type { JSONSchema7 } from './json-schema.ts';
import type { AvailabilityName } from './availability.ts';
import type { StepEmbedName } from './step-embeds.ts';

/** A field error: `path` is a JSON pointer into the form data, `message` is shown verbatim. */
export interface FieldError {
  path: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

/** A read-only fact shown from the form's context, e.g. the project's current start date. */
export interface FactItem {
  label: string;
  /** JSON pointer into the context, e.g. `/project/estimatedStartDate`. */
  pointer: string;
  format?: 'text' | 'date' | 'money' | 'address';
}

/** An information dialog of a section: `label` on its button, `title` names the dialog, `body` is plain text (paragraphs separated by blank lines). */
export interface SectionHelp {
  label: string;
  title: string;
  body: string;
}

export interface SectionManifest {
  id: string;
  /**
   * A section without a title continues the panel (e.g. accordion item) of the titled section
   * before it: that is how a conditional group of fields sits inside a larger section.
   */
  title?: string;
  description?: string;
  /** The description is said as an alert of this kind rather than as text (e.g. spec 3's 'Levy not calculated'). */
  notice?: 'info' | 'warning';
  /**
   * Top-level fields of the step whose controls this notice is about (e.g. a warning on the date
   * just entered): while it shows, each control's aria-describedby names it.
   */
  describes?: string[];
  /** Information dialogs opened from link-style buttons under the section's title and description. */
  help?: SectionHelp[];
  /** Top-level property names of the step's data shown in this section, in order. */
  fields?: string[];
  /** Read-only facts from the context shown at the top of the section. */
  facts?: FactItem[];
  /** Shown only while the form machine's state has the tag `section:<id>` (set by `visibleWhen`, or by machine.json). */
  conditional?: boolean;
  /** Shown only while this condition holds (see `section-rules.ts`). */
  visibleWhen?: FormCondition;
  /** Said by the server at each field of this section that holds a value while the section is hidden. */
  hiddenValueMessage?: string;
  /**
   * On being hidden, fields are reset so hidden answers are not sent: `true` unsets the section's
   * own fields; `{ value }` sets them to `value`; `{ fields, value? }` names other data pointers.
   */
  resetWhenHidden?: true | { fields?: string[]; value?: unknown };
  /** On being shown: these data pointers are set to these values (e.g. a forced choice). */
  setWhenShown?: Record<string, unknown>;
  /** While shown: these data pointers cannot be changed (the answer that shows the section decides them; they show disabled). */
  readonlyWhileShown?: string[];
  /** While hidden: a field whose value matches is unset (e.g. an option withdrawn with its section). */
  withdrawWhileHidden?: FormCondition[];
}

/** A field that must hold a value before the action runs, and the toast shown when it does not. */
export interface ActionRequirement {
  field: string;
  message: string;
}

/**
 * A button under a step. `request`: sends the named payload (`payloads` in form.json, built from
 * the data) to `endpoint`, and writes the answer into the data through the named `response`
 * mapping, under the blocking overlay with `busyMessage`.
 */
export interface StepAction {
  type: 'request';
  label: string;
  endpoint: string;
  method?: 'POST' | 'PATCH';
  request: string;
  response: string;
  busyMessage: string;
  /** Toast when the call fails; `{details}` is replaced. Default: the form's `failure` message. */
  failureMessage?: string;
  requires?: ActionRequirement[];
}

/** A condition over the data and the context, written short (see `conditions.ts`). */
export type FormCondition = Record<string, unknown>;

/** A step's condition: `true` always holds; otherwise a form condition. */
export type StepCondition = true | FormCondition;

/** Fields reset whenever any watched field changes (e.g. a cost changed: the levy must be calculated again). */
export interface ResetRule {
  /** Data pointers watched. */
  when: string[];
  /** Only when a watched field changes from this value (e.g. a user type whose forced answers should not outlive it). */
  from?: unknown;
  /** Data pointers reset: to `value`, or unset when it is omitted. */
  fields: string[];
  value?: unknown;
}

/** A step shown read-only on another step (e.g. a summary), with its heading. */
export interface ReviewedStep {
  step: string;
  title?: string;
  /** Said once under the heading, of every value below it (e.g. that all amounts exclude GST). */
  note?: string;
}

/**
 * An item of a context list chosen by a data value, put into the context under `name` (see
 * `context-selection.ts`), e.g. the lookup record of the chosen description of work.
 */
export interface ContextSelection {
  name: string;
  /** Context pointer of the list, e.g. `/lookups/descriptionOfWorks`. */
  from: string;
  /** The item key compared with `value`. */
  match: string;
  /** A data pointer, or `context:<pointer>` (e.g. an earlier selection's field). */
  value: string;
  /** Data fields filled from the chosen item (data pointer -> item key) and read-only while it is chosen. */
  fills?: Record<string, string>;
}

/**
 * A test of a payload rule: a data pointer whose value must be `true`, or `{ pointer, equals }`
 * whose value must be that primitive.
 */
export type PayloadTest = string | { pointer: string; equals: string | number | boolean | null };

/**
 * How a `from` rule converts the value it reads (see `payloads.ts`); a value it cannot convert
 * counts as missing, so the rule's `default` applies: 'cents' (dollars to integer cents, 0 when
 * not an amount), 'dollars' (integer cents to dollars), 'flag' (whether it is `true`; never
 * missing), 'boolean' (a boolean), 'text' (a string that is not blank), 'noSpaces' (a string that
 * is not blank, its white space removed), 'isoDate' (a `yyyy-MM-dd` date).
 */
export type PayloadConversion = 'cents' | 'dollars' | 'flag' | 'boolean' | 'text' | 'noSpaces' | 'isoDate';

/**
 * One field of a payload mapping (see `payloads.ts`): a constant `value`; the value at the
 * pointer `from` (a data pointer, or `context:/…` for the form's context, e.g. `context:/today`;
 * converted `as` named) while every `when` test holds, else `default`; an object
 * built by its own mapping (`fields`); the `value` of the first case whose `when` tests all hold
 * (`firstOf`), else `default`; or the values of rules joined by `separator`, missing ones left
 * out (`join`), `default` when none is left.
 */
export type PayloadRule =
  | { value: unknown }
  | { from: string; when?: PayloadTest[]; as?: PayloadConversion; default?: unknown }
  | { fields: PayloadMapping }
  | { firstOf: { when: PayloadTest[]; value: unknown }[]; default?: unknown }
  | { join: PayloadRule[]; separator: string; default?: unknown };

/** A request body by field name, or (for an answer) data pointers each read from the answer. */
export type PayloadMapping = Record<string, PayloadRule>;

/** A host capability a step embeds (engine/core `step-embeds.ts`): the catalog form it shows, while `when` holds. */
export interface StepEmbed {
  capability: StepEmbedName;
  /** The catalog form the capability renders (e.g. the card form). */
  form: string;
  when: StepCondition;
  /** JSON pointer of the form data's amount the embed charges (e.g. the levy), shown beside it; the server charges its own figure. */
  amount?: string;
}

export interface StepManifest {
  id: string;
  title: string;
  /** JSON pointer of the step's data inside the form data; '' for the whole form. */
  dataPointer: string;
  sections: SectionManifest[];
  /** Label of the step's forward button in the multi-step runner (default 'Next'). */
  nextLabel?: string;
  /** How the renderer lays out the sections: one after another (default) or as an accordion with badges. */
  layout?: 'sections' | 'accordion';
  /** While this condition holds, the step's primary button submits the form instead of NEXT. */
  submitWhen?: StepCondition;
  /** While this condition holds, Next first saves the draft (the host's save) and moves on only once it is saved. */
  saveBeforeNext?: StepCondition;
  /** A host capability shown below the step's fields while its condition holds. */
  embed?: StepEmbed;
  /** Buttons under the step (see `engine/core/host.ts`), e.g. a calculation requested from the server. */
  actions?: StepAction[];
  /** Other steps shown read-only above this step's fields. */
  review?: ReviewedStep[];
}

export interface AttachmentRules {
  /** Form data property that holds the attached files' descriptions. */
  field: string;
  minFiles: number;
  maxFiles: number;
  maxFileSizeBytes: number;
  /** Allowed file name endings, lower case, without the dot. */
  extensions: string[];
  /**
   * How the note beside a disabled Submit names the missing files when fewer than `minFiles` are
   * chosen (default: the files field's title). The message at the field is the schema's `minItems`
   * message (see the catalog lint's attachment checks).
   */
  minFilesMessage?: string;
  /**
   * A 0-byte file is attached and left to the form's own checks of its content (e.g. a claim
   * file's 'No data found.'), instead of the uploader refusing it as empty. The files field's
   * `sizeBytes` must then allow 0.
   */
  acceptEmptyFiles?: boolean;
}

/**
 * How a submission reaches the server. `kind` selects the server's generic handler:
 * 'complex-change' stores a change request; 'simple-change' applies a quick edit to the project at
 * once and sends only the fields that changed (engine/core `changes.ts`); 'custom' has a route of its own.
 */
export interface SubmitManifest {
  kind: 'complex-change' | 'simple-change' | 'custom';
  method: 'POST' | 'PATCH';
  endpoint: string;
  /** The request body holds the form data under this key (spec payload name). */
  payloadKey: string;
  /** Instead: the body is this named payload mapping of the data (form.json `payloads`). */
  payload?: string;
  /** Records the submission changes, refreshed from the server before the success route (engine/core `cacheNames`). */
  refreshes?: string[];
  changeType?: string;
  loadingMessage: string;
  successMessage: string;
  /** Route to go to after success; `:name` segments are filled from the route params. */
  successRoute: string;
  /**
   * Start of the error toast when the submission fails; the page appends ' - ' and the server's
   * details (or the generic error text). Default: 'An error occurred'.
   */
  failureMessage?: string;
  /**
   * The submission carries bank details (the shared bank-details field at `field`) for the
   * contact's account of `code`: the server checks that an existing account chosen is the
   * contact's own, and stores new details as that account.
   */
  bankAccount?: { field: string; code: 'REFUND' | 'VENDOR' };
  /**
   * How the server finds the project the change is for. Default: the data's `projectId`, a
   * project the caller may reach (the route's project). `by: 'number'`: the project whose levy
   * number is at the data pointer `field`, a submitted project of another levy payer (e.g. one
   * being taken over); the messages say, at that field, that no such project exists or that it
   * is already the caller's own.
   */
  project?: ProjectLookup;
  /**
   * Whose number the chosen files are uploaded under after the save: the change request's (the
   * `complexChangeNumber` the server answers; the default, and required of a project named by
   * number), or the project's (`project`), with the answered change number beside it, so the
   * project's documents still name the change each file came with.
   */
  uploadsUnder?: 'project' | 'change';
}

/** A project named in the form data by its levy number (see `SubmitManifest.project`). */
export interface ProjectLookup {
  by: 'number';
  /** Data pointer of the levy number. */
  field: string;
  notFoundMessage: string;
  ownProjectMessage: string;
}

/** Values copied from the context into the form data before editing, e.g. the project id. */
export type PrefillMap = Record<string, string>;

/**
 * A value computed from other fields, e.g. a difference; see `derived.ts`.
 * - `difference`, `sum`: numbers, rounded to cents.
 * - `dateBefore`: true when the first date (moved by `addMonths`) is before the second.
 * - `join`: the operands' texts that are not blank, trimmed, joined by `separator` (e.g. a full
 *   name from its parts, or an address on one line).
 */
export interface DerivedValue {
  field: string;
  operation: 'difference' | 'sum' | 'dateBefore' | 'join' | 'formatAddress';
  /** JSON pointers into the data, or `context:<pointer>` into the form's context. */
  operands: string[];
  /** `dateBefore` only: whole calendar months added to the first date before comparing. */
  addMonths?: number;
  /** `join` only: what goes between two texts (default one space). */
  separator?: string;
}

export interface FormManifest {
  id: string;
  version: number;
  title: string;
  formReference?: string;
  audience: 'LevyPayer' | 'Certifier' | 'Any';
  /** Route pattern of the page that renders this form, e.g. `/levies-payer-portal/project/:projectId/change-start-date`. */
  route?: string;
  /**
   * How the page at `route` hosts the form: as the page itself (default), as a dialog on it, or
   * as a multi-step wizard. The portal's page finds its form by route and host, never by id.
   */
  host?: 'page' | 'dialog' | 'wizard';
  /** Context the form needs, loaded by the page: e.g. `project`. */
  context?: string[];
  /**
   * When the form may be used on its record, by name from engine/core `availabilityRules` (e.g.
   * `certifierEditable`): the page offers it only then, and the server refuses it otherwise.
   */
  availability?: AvailabilityName;
  /**
   * Shown in place of the form when the context it needs cannot be loaded or is empty, e.g.
   * 'No organisation data found. Please try again or contact the authority.'
   */
  loadFailedMessage?: string;
  /** Facts shown above the form (e.g. the project summary). */
  summary?: FactItem[];
  steps: StepManifest[];
  prefill?: PrefillMap;
  /**
   * Values copied from the context once, when the form opens, into fields the data does not hold
   * yet (e.g. a profile's saved phone number); unlike `prefill`, the user may change them.
   */
  initialValues?: PrefillMap;
  derived?: DerivedValue[];
  attachments?: AttachmentRules;
  /** Property holding the certification and declaration ticks, when the form needs them. */
  certification?: string;
  submit?: SubmitManifest;
  /** Messages the form's page shows around the form (loading, failure), by name. */
  messages?: Record<string, string>;
  /** Named payload mappings (see `payloads.ts`), e.g. a calculator's request and its answer. */
  payloads?: Record<string, PayloadMapping>;
  /**
   * A multi-step form's primary button while the step is invalid: marked disabled with the
   * `blockedNote` beside it (true), or enabled, a press showing the error summary (default).
   */
  disableInvalidNext?: boolean;
  /** Conditions named once and referred to as `{ "ref": "<name>" }`. */
  conditions?: Record<string, FormCondition>;
  /** Fields reset when others change. */
  resets?: ResetRule[];
  /** Data pointer -> context pointer: copied whenever the context changes (a missing source unsets the field). */
  copyFromContext?: Record<string, string>;
  /** Context items the form selects by its data (see `context-selection.ts`). */
  contextSelections?: ContextSelection[];
  /** ABN fields whose lookup fills other fields (see `abn-lookup.ts`). */
  abnLookup?: AbnLookupRule[];
  /** Fields checked against the server when the user leaves them, with a warning that never blocks (see `field-checks.ts`). */
  fieldChecks?: FieldCheckRule[];
}

/** A precompiled Ajv standalone validate function. */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: AjvErrorLike[] | null;
}

export interface AjvErrorLike {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface CompiledStep {
  manifest: StepManifest;
  /** The bundled, self-contained JSON Schema of the step's data. */
  schema: JSONSchema7;
  /** Validates the step's data. */
  validate: CompiledValidate;
  /** The RJSF precompiled validator functions for this step's schema (keyed as RJSF expects). */
  rjsfValidateFns: Record<string, CompiledValidate>;
}

/** Everything the engine needs about one form, as generated by `npm run codegen`. */
export interface CompiledForm {
  manifest: FormManifest;
  /** The bundled, self-contained JSON Schema of the whole form data. */
  schema: JSONSchema7;
  uiSchema: Record<string, unknown>;
  machine: Record<string, unknown>;
  /**
   * machine.json as it runs, made by codegen: the section rules compiled in (`withSectionRules`)
   * and each `dataMatches` guard naming its precompiled condition by `key` instead of its schema,
   * so a page does not build it, nor key each condition, while it opens. Built from `machine`
   * when absent (a form compiled without it).
   */
  runtimeMachine?: Record<string, unknown>;
  /** Validates the whole form data: the server's and the final submit's check. */
  validate: CompiledValidate;
  steps: Record<string, CompiledStep>;
  /** Precompiled condition schemas of machine.json, keyed by `conditionKey(schema)`. */
  conditions: Record<string, CompiledValidate>;
}

/** What the lookup can fill: keys of `fills` in form.json. */
export type AbnFillKey = 'organisationId' | 'entityName' | 'tradingName' | 'entityType' | 'email' | 'phone' | 'address';

/** A server-backed check a form may run on a field (engine/core `fieldCheckNames`). */
export type FieldCheckName = 'jobNumberInUse';

/** One field checked when the user leaves it: the warning `message` shows beside it while the check finds the value. */
export interface FieldCheckRule {
  /** Data pointer of the checked field, e.g. `/details/jobNumber`. */
  field: string;
  check: FieldCheckName;
  message: string;
}

/** One ABN field of a form and the fields its lookup fills (data pointers). */
export interface AbnLookupRule {
  /** Data pointer of the ABN field, e.g. `/company/abn`. */
  field: string;
  fills: Partial<Record<AbnFillKey, string>>;
  /** Toast when the ABN is not 11 digits after removing whitespace (no call is made). */
  invalidMessage: string;
  /** Toast when the call fails; `{abn}` and `{details}` are replaced. */
  failureMessage: string;
  /** Toast when the register knows no such ABN (the ABN is cleared); `{abn}` is replaced. */
  notFoundMessage: string;
  /**
   * Toast when the ABN is changed (made invalid, another ABN, or emptied) after a successful
   * lookup: the details the lookup filled are cleared; `{abn}` is the ABN they were found for.
   */
  changedMessage: string;
}

/**
 * The shapes of the forms catalog (data in `forms/<id>/`) and of a compiled form (made by
 * codegen in `generated/`). Shared by the browser, the server and the CLI.
 */
import type { JSONSchema7 } from './json-schema.ts';

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

export interface SectionManifest {
  id: string;
  /**
   * A section without a title continues the panel (e.g. accordion item) of the titled section
   * before it: that is how a conditional group of fields sits inside a larger section.
   */
  title?: string;
  description?: string;
  /** Top-level property names of the step's data shown in this section, in order. */
  fields?: string[];
  /** Read-only facts from the context shown at the top of the section. */
  facts?: FactItem[];
  /** Shown only while the form machine's state has the tag `section:<id>`. */
  conditional?: boolean;
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
}

export interface AttachmentRules {
  /** Form data property that holds the attached files' descriptions. */
  field: string;
  minFiles: number;
  maxFiles: number;
  maxFileSizeBytes: number;
  /** Allowed file name endings, lower case, without the dot. */
  extensions: string[];
  /** Message shown under the drop area when fewer than `minFiles` are attached. */
  minFilesMessage?: string;
}

/** How a submission reaches the server. `kind` selects the server's generic handler. */
export interface SubmitManifest {
  kind: 'complex-change' | 'custom';
  method: 'POST' | 'PATCH';
  endpoint: string;
  /** The request body holds the form data under this key (spec payload name). */
  payloadKey: string;
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
}

/** Values copied from the context into the form data before editing, e.g. the project id. */
export type PrefillMap = Record<string, string>;

/**
 * A value computed from other fields, e.g. a difference; see `derived.ts`.
 * - `difference`, `sum`: numbers, rounded to cents.
 * - `dateBefore`: true when the first date (moved by `addMonths`) is before the second.
 */
export interface DerivedValue {
  field: string;
  operation: 'difference' | 'sum' | 'dateBefore';
  /** JSON pointers into the data, or `context:<pointer>` into the form's context. */
  operands: string[];
  /** `dateBefore` only: whole calendar months added to the first date before comparing. */
  addMonths?: number;
}

export interface FormManifest {
  id: string;
  version: number;
  title: string;
  formReference?: string;
  audience: 'LevyPayer' | 'Certifier' | 'Any';
  /** Route pattern of the page that renders this form, e.g. `/levies-payer-portal/project/:projectId/change-start-date`. */
  route?: string;
  /** Context the form needs, loaded by the page: e.g. `project`. */
  context?: string[];
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
  /** ABN fields whose lookup fills other fields (see `abn-lookup.ts`). */
  abnLookup?: AbnLookupRule[];
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
  /** Validates the whole form data: the server's and the final submit's check. */
  validate: CompiledValidate;
  steps: Record<string, CompiledStep>;
  /** Precompiled condition schemas of machine.json, keyed by `conditionKey(schema)`. */
  conditions: Record<string, CompiledValidate>;
}

/** What the lookup can fill: keys of `fills` in form.json. */
export type AbnFillKey = 'organisationId' | 'entityName' | 'tradingName' | 'entityType' | 'email' | 'phone' | 'address';

/** One ABN field of a form and the fields its lookup fills (data pointers). */
export interface AbnLookupRule {
  /** Data pointer of the ABN field, e.g. `/company/abn`. */
  field: string;
  fills: Partial<Record<AbnFillKey, string>>;
  /** Toast when the ABN is not 11 digits after removing whitespace (no call is made). */
  invalidMessage: string;
  /** Toast when the call fails; `{abn}` and `{details}` are replaced. */
  failureMessage: string;
}

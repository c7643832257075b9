import type { AttachmentRules, SectionManifest } from '../core/types.ts';
import type { FileStore } from './files/file-store.ts';
import type { StepStore } from './components/step-store.ts';
import type { FieldErrorsStore } from './components/field-errors-store.ts';

/** What the page offers an ABN lookup: the ABN typed and where it sits in the data. */
export interface AbnLookupRequest {
  abn: string;
  pointer: string;
}

/**
 * The RJSF `formContext` our templates, widgets and fields read. `FormStep` builds it once per
 * step and context, so it stays referentially stable while the user types.
 */
export interface EngineFormContext {
  /** The step's sections: titles, descriptions, facts and the fields each holds, in order. */
  sections: SectionManifest[];
  /** The form's context (e.g. `{ project }`) that facts are read from. */
  context: Record<string, unknown>;
  /** File objects for the `files` field (kept outside the JSON data). */
  fileStore?: FileStore;
  attachments?: AttachmentRules;
  onAbnLookup?: (request: AbnLookupRequest) => void;
  /** Top-level fields of the step not rendered now (hidden sections, other steps' fields). */
  hiddenFields?: ReadonlySet<string>;
  /** 'accordion': each titled section is an accordion item with Incomplete / Errors badges. */
  layout?: 'sections' | 'accordion';
  /** Top-level fields with any validation error now, and those whose errors are shown (the accordion's badges). */
  fieldErrors?: FieldErrorsStore;
  /**
   * Top-level fields of the step the whole form requires now although the step's schema leaves
   * them optional (engine/core `formRequirements`): marked required, never '(optional)'.
   */
  requiredFields?: ReadonlySet<string>;
  /** Page services widgets may call by name (e.g. `addressSearch`, `fill`); see each widget. */
  services?: Record<string, unknown>;
  /**
   * The step's checked fields (form.json `fieldChecks`) by pointer inside the step's data, each
   * with the warning showing now ('' while there is none): the field template keeps a polite live
   * region for each, so a warning is announced when it appears.
   */
  fieldWarnings?: Readonly<Record<string, string>>;
  /** The ids of the notices showing now about each top-level field (form.json section `describes`). */
  noticesFor?: ReadonlyMap<string, readonly string[]>;
  /** The step's data for its top-level fields (`SchemaFieldSlot`): a field's commit re-renders that field alone. */
  store?: StepStore;
}

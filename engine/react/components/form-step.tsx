import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, getDefaultFormState, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { joinPointer, readPointer, validateStep, writePointer } from '../../core/index.ts';
import type { AttachmentRules, CompiledStep, FieldError, ValidationResult } from '../../core/types.ts';
import type { AbnLookupRequest, EngineFormContext } from '../form-context.ts';
import type { FileStore } from '../files/file-store.ts';
import { ID_PREFIX, ID_SEPARATOR, idToPointer, isShown, toErrorSchema, topField } from '../ids.ts';
import { keepUnrenderedFields, stepLayout } from './step-layout.ts';
import { fields, templates, widgets } from '../theme/registry.ts';
import { FIRST_PASS_FIELDS, rendersProgressively } from '../theme/object-field-template.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { labelErrors } from './error-labels.ts';
import { afterPointerRelease, useHeldWhilePressed } from './after-pointer-release.ts';
import { directCommits } from './direct-commits.ts';
import { clearPendingText, markPendingText } from '../widgets/pending-text.ts';
import { StepStore } from './step-store.ts';
import { FieldErrorsStore } from './field-errors-store.ts';
import { fieldCount } from './step-size.ts';
import { inTaskAfter } from '../tasks.ts';
import { touchedAfterOutsideChange } from './touched-fields.ts';

export interface FormStepProps {
  step: CompiledStep;
  uiSchema: UiSchema;
  /** The step's data (the part of the form data at the step's `dataPointer`). */
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  /** Context facts are read from, e.g. `{ project }`. */
  context?: Record<string, unknown>;
  /** Errors from the server, shown at their fields whether touched or not. */
  serverErrors?: readonly FieldError[];
  /** Incremented on each submit attempt: every error shows and the summary takes focus. */
  submitCount?: number;
  /** Every error shows as after a submit attempt, but the summary does not take focus (e.g. a preview kept across a recompile). */
  showErrors?: boolean;
  /** The fields already blurred when the step mounts (their errors show), e.g. kept across a recompile. */
  initialTouched?: ReadonlySet<string>;
  /** Told the blurred fields whenever one more is, so a host can keep them. */
  onTouchedChange?: (touched: ReadonlySet<string>) => void;
  fileStore?: FileStore;
  attachments?: AttachmentRules;
  onAbnLookup?: (request: AbnLookupRequest) => void;
  disabled?: boolean;
  /**
   * Mount the fields in a background render (sliced by React) even when the step is short: for a
   * page, whose form mostly arrives with its data in one task. A dialog leaves it unset, so that
   * whatever opens it can focus a field at once.
   */
  mountInBackground?: boolean;
  /** Every control read-only (RJSF `readonly`): the data shows but cannot change. */
  readonly?: boolean;
  /** Conditional sections hidden now (the machine's state): not laid out, fields not rendered, errors dropped. */
  hiddenSections?: readonly string[];
  /** Top-level fields not rendered now and whose errors are dropped (e.g. another step's fields). */
  hiddenFields?: readonly string[];
  /** Data pointers (into the step's data) shown read-only now, e.g. the fields a chosen context item fills. */
  readonlyFields?: readonly string[];
  /**
   * Data pointers (into the step's data) another answer turns off now (the machine's `readonly:`
   * tags, e.g. one of two exclusive amounts once the other is entered): shown disabled.
   */
  disabledFields?: readonly string[];
  /** Overrides the step manifest's `layout`; 'accordion': each titled section is an accordion item with Incomplete / Errors badges. */
  layout?: 'sections' | 'accordion';
  /** Page services widgets may call by name (see `EngineFormContext.services`). */
  services?: Record<string, unknown>;
  /** Top-level fields the whole form requires now although the step's schema does not (see `EngineFormContext.requiredFields`). */
  requiredFields?: readonly string[];
  /** The form's own message for each of those fields missing (engine/core `formRequirements`), shown while it is empty. */
  requiredMessages?: Readonly<Record<string, string>>;
  /** The step's checked fields and their warnings now (see `EngineFormContext.fieldWarnings`). */
  fieldWarnings?: Readonly<Record<string, string>>;
  /** Told each field the user leaves: its pointer inside the step's data and its value. */
  onFieldBlur?: (pointer: string, value: unknown) => void;
  /** For tests and tools: a validator other than the step's precompiled one. */
  validator?: ValidatorType;
  /** What follows the fields on the page (its buttons): shown with them, so nothing moves when a long step's fields arrive. */
  children?: ReactNode;
}

const EMPTY: readonly FieldError[] = [];
const NO_FIELDS: readonly string[] = [];
const NO_MESSAGES: Readonly<Record<string, string>> = {};
const NOT_VALIDATED = { valid: true, errors: EMPTY };
/**
 * No invented data: RJSF would otherwise fill `const: true` as a default (ticking the
 * certification for the user), answer a required yes/no question 'No' (it shows as chosen while
 * the form's data holds no answer), add empty objects the user never touched, and fill an array up
 * to its `minItems` with empty items (a files field required to hold one file would get `[{}]`).
 */
const DEFAULTS_BEHAVIOUR = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

/**
 * One step of a form: RJSF on our theme, laid out in the manifest's sections. Validation runs on
 * the committed data with the step's precompiled validator; an error shows once its field was
 * blurred or after a submit attempt, and the error summary lists them after a failed submit.
 */
export function FormStep(props: FormStepProps) {
  const { step, uiSchema, data, onChange, context, serverErrors = EMPTY, submitCount = 0 } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => props.initialTouched ?? new Set());
  const onTouchedChange = useRef(props.onTouchedChange);
  onTouchedChange.current = props.onTouchedChange;
  useEffect(() => onTouchedChange.current?.(touched), [touched]);
  // What the step's top-level fields render, so that a field's commit re-renders that field alone.
  const [store] = useState(() => new StepStore(data));
  const commitsDirectly = useMemo(() => directCommits(step.schema), [step.schema]);

  const validator = useMemo(
    () => props.validator ?? createPrecompiledValidator(step.rjsfValidateFns as never, step.schema as RJSFSchema),
    [props.validator, step],
  );
  // Sections shown or hidden by a change made while a pointer is down (the field just typed in,
  // left by pressing a button below it) move the page only once it is released: the press stays
  // on its button. E.g. a cost changed, then 'Calculate' pressed: the levy's reset shows its notice.
  const hiddenKey = useHeldWhilePressed(JSON.stringify([props.hiddenSections ?? [], props.hiddenFields ?? []]));
  // The step's manifest says how to lay it out; a page may still override it.
  const layoutKind = props.layout ?? step.manifest.layout ?? 'sections';
  const layout = useMemo(() => {
    const [hiddenSections, hiddenFields] = JSON.parse(hiddenKey) as [string[], string[]];
    return stepLayout(step.manifest.sections, hiddenSections, hiddenFields);
  }, [step, hiddenKey]);
  const fieldStatesKey = JSON.stringify([props.readonlyFields ?? [], props.disabledFields ?? []]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const effectiveUi = useMemo(() => withFieldStates(uiSchema, props.readonlyFields, props.disabledFields), [uiSchema, fieldStatesKey]);
  const showAll = submitCount > 0 || !!props.showErrors;
  // Validation is needed once an error can show (a blurred field, a submit attempt) and for the
  // accordion's badges; until then it is skipped, and the validator is warmed up once the page is
  // idle (its first call compiles it: ~100 ms for a 300-field step, kept off the first render).
  const needsResult = showAll || touched.size > 0 || layoutKind === 'accordion';
  const requiredFields = props.requiredFields ?? NO_FIELDS;
  const requiredMessages = props.requiredMessages ?? NO_MESSAGES;
  const requiredKey = JSON.stringify([requiredFields, requiredMessages]);
  const result = useMemo(() => {
    if (!needsResult) return NOT_VALIDATED;
    const nullable = requiredFields.filter((name) => !(name in requiredMessages));
    const all = withMissingRequired(validateStep(step, emptiedAsNull(data, nullable)), data, requiredMessages);
    if (!layout.hiddenFields.size) return all;
    const errors = all.errors.filter((e) => !layout.hiddenFields.has(topField(e.path)));
    return { valid: errors.length === 0, errors };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, data, layout, needsResult, requiredKey]);
  const warmedUp = useRef<CompiledStep | undefined>(undefined);
  useEffect(() => {
    if (needsResult || warmedUp.current === step) return;
    const warmUp = () => {
      warmedUp.current = step;
      validateStep(step, {});
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(warmUp, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(warmUp, 200);
    return () => clearTimeout(handle);
  }, [step, needsResult]);
  const shown = useMemo(() => {
    const own = result.errors.filter((e) => isShown(e.path, touched, showAll));
    const extra = serverErrors.filter((s) => !own.some((e) => e.path === s.path));
    return [...own, ...extra];
  }, [result, touched, showAll, serverErrors]);
  // A new error schema only when what is shown changes, so RJSF does not re-merge for nothing.
  // The inline errors and the summary above them change once a pressed pointer is released: an
  // error that clears (or shows) on a blur moves what is below it, and a tick box or button
  // pressed just then would move away between press and release, losing the click. A submit
  // attempt shows its summary at once (it takes focus), whatever was deferred before it.
  const shownKey = JSON.stringify(shown);
  const [inline, setInline] = useState({ key: shownKey, submits: submitCount });
  useLayoutEffect(() => afterPointerRelease(() => setInline({ key: shownKey, submits: submitCount })), [shownKey, submitCount]);
  const inlineErrors = useMemo(() => JSON.parse(inline.key) as FieldError[], [inline.key]);
  const extraErrors = useMemo(() => toErrorSchema(inlineErrors), [inlineErrors]);
  const summaryErrors = inline.submits === submitCount ? inlineErrors : shown;
  const summary = useMemo(
    () => (showAll ? labelErrors(summaryErrors, step.schema, layout.sections, effectiveUi, data) : EMPTY),
    [showAll, summaryErrors, step.schema, layout.sections, effectiveUi, data],
  );

  const fieldErrorsKey = layoutKind === 'accordion' ? JSON.stringify([result.errors.map((e) => topField(e.path)), shown.map((e) => topField(e.path))]) : '';
  const fieldErrors = useMemo(
    () => ({ any: new Set(result.errors.map((e) => topField(e.path))), shown: new Set(shown.map((e) => topField(e.path))) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fieldErrorsKey],
  );
  const [fieldErrorsStore] = useState(() => new FieldErrorsStore(fieldErrors));
  useLayoutEffect(() => fieldErrorsStore.set(fieldErrors), [fieldErrorsStore, fieldErrors]);
  const formContext = useMemo<EngineFormContext>(
    () => ({
      sections: layout.sections,
      context: context ?? {},
      fileStore: props.fileStore,
      attachments: props.attachments,
      onAbnLookup: props.onAbnLookup,
      hiddenFields: layout.hiddenFields,
      layout: layoutKind,
      fieldErrors: layoutKind === 'accordion' ? fieldErrorsStore : undefined,
      services: props.services,
      store,
      requiredFields: requiredFields.length ? new Set(requiredFields) : undefined,
      fieldWarnings: props.fieldWarnings,
      noticesFor: layout.noticesFor,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [layout, context, props.fileStore, props.attachments, props.onAbnLookup, layoutKind, fieldErrorsStore, props.services, store, requiredKey, props.fieldWarnings],
  );

  // The data the RJSF Form holds: what it was last given or last reported. When the parent hands
  // back what the form reported (the same reference), the Form element below is kept and React
  // skips it: rendering it again with its own data would make RJSF re-derive its state and render
  // the whole form twice more.
  const held = useRef<unknown>(data);
  // Every data object the step reported: one handed back after a newer report (its render landed
  // late, e.g. on a busy machine) is still the step's own echo, never data from outside that would
  // put older text back into a field being typed in.
  const reported = useRef(new WeakSet<object>());
  // The latest `onChange`, so a parent passing a new function each render does not re-render the Form.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // What the step holds now for fields not rendered (see `keepUnrenderedFields`).
  const unrendered = useRef({ data, hidden: layout.hiddenFields });
  unrendered.current = { data, hidden: layout.hiddenFields };
  // A field not rendered commits through RJSF's report, which keeps what the step holds there: so
  // text typed into a section that hid before its idle commit (e.g. its question answered another
  // way) does not come back after the section's reset.
  store.commitsDirectly = (name) => commitsDirectly(name) && !unrendered.current.hidden.has(name);
  /** Hands data the store already holds to the parent. */
  const handOver = useCallback((next: Record<string, unknown>) => {
    held.current = next;
    reported.current.add(next);
    latestOnChange.current(next);
  }, []);
  const report = useCallback((next: Record<string, unknown>) => {
    store.reported(next);
    handOver(next);
  }, [store, handOver]);
  // RJSF's Form reports the defaults it fills in from its constructor, while React renders it.
  // Passed on at once, that report updates the parent in the middle of the render: a background
  // render mounting the fields (below) is then thrown away and started again, with a new Form
  // that reports again, for ever. So RJSF's reports are held until the fields are on the page and
  // one task more (see below); the step's fields, not rendered yet, show a held report from their
  // first render: shown the data before it, they all rendered again in one blocking task once mounted.
  // A held report is dropped when newer data reaches the parent first (a field's direct commit,
  // defaults filled in, data from outside): handed over later, it would undo that change.
  // Once the fields are on the page, a held report is pending text too (`pending-text.ts`): a
  // press or an Enter before it has gone hands it over at once, so what the page then does sees it
  // (text typed into a group and committed by that Enter among it). Not before: handed over
  // urgently while the fields mount, it would throw that render away and start it again.
  const reportsDirectly = useRef(false);
  const fieldsMounted = useRef(false);
  const heldReport = useRef<Record<string, unknown> | undefined>(undefined);
  const handOverHeldReport = useCallback(() => {
    clearPendingText(handOverHeldReport);
    const pending = heldReport.current;
    heldReport.current = undefined;
    if (pending) handOver(pending);
  }, [handOver]);
  const dropHeldReport = useCallback(() => {
    clearPendingText(handOverHeldReport);
    heldReport.current = undefined;
  }, [handOverHeldReport]);
  const handleChange = useCallback((event: IChangeEvent) => {
    const next = keepUnrenderedFields(event.formData ?? {}, unrendered.current.data, unrendered.current.hidden);
    if (reportsDirectly.current) return report(next);
    store.reported(next);
    heldReport.current = next;
    if (fieldsMounted.current) markPendingText(handOverHeldReport);
  }, [report, store, handOverHeldReport]);
  // A top-level field's commit through the store (see StepStore): the step's data, no RJSF re-render.
  // Made by an idle commit, in a transition, it reaches the page only when the page renders it;
  // until then it is pending text (`pending-text.ts`): a press or an Enter hands it over urgently.
  const resendHeld = useCallback(() => latestOnChange.current(held.current as Record<string, unknown>), []);
  store.onCommit = (next) => {
    dropHeldReport();
    held.current = next;
    reported.current.add(next);
    markPendingText(resendHeld);
    latestOnChange.current(next);
  };
  useLayoutEffect(() => {
    if (data === held.current) clearPendingText(resendHeld);
  }, [data, resendHeld]);
  useEffect(() => () => clearPendingText(resendHeld), [resendHeld]);
  // Data from outside reaches the fields that show it.
  const outsideData = useRef(data);
  useLayoutEffect(() => {
    if (reported.current.has(data)) return;
    if (data !== outsideData.current) {
      outsideData.current = data;
      dropHeldReport();
    } else if (heldReport.current) {
      // The data the step mounted with, and RJSF's report of it with its defaults is held: that is newer.
      return;
    }
    store.replace(data);
  }, [store, data, dropHeldReport]);
  // A field that shows (again), or that data from outside changed, takes its schema defaults where
  // the step holds no value, at any depth (a group a reset left as {} too): while hidden they were
  // kept out (`keepUnrenderedFields`), a lookup's details cleared with its ABN take an address's
  // State with them, and RJSF, which holds the defaults already, reports them only with a change of
  // its own, so such fields showed empty.
  const shownBefore = useRef(layout.hiddenFields);
  const dataBefore = useRef(data);
  useLayoutEffect(() => {
    const wasHidden = shownBefore.current;
    const before = dataBefore.current;
    shownBefore.current = layout.hiddenFields;
    dataBefore.current = data;
    const current = unrendered.current.data;
    const appeared = [...wasHidden].filter((name) => !layout.hiddenFields.has(name));
    const changedFromOutside =
      data !== before && !reported.current.has(data) ? Object.keys(data).concat(Object.keys(before)).filter((name) => !layout.hiddenFields.has(name) && before[name] !== data[name]) : [];
    const candidates = [...new Set([...appeared, ...changedFromOutside])];
    if (!candidates.length) return;
    // Defaults merged into the step's data: a value the step holds is kept as it is.
    const defaults = getDefaultFormState(validator, step.schema as RJSFSchema, current, step.schema as RJSFSchema, false, DEFAULTS_BEHAVIOUR) as Record<string, unknown>;
    const filled = candidates.filter((name) => defaults[name] !== undefined && !deepEquals(defaults[name], current[name]));
    if (!filled.length) return;
    const next = { ...current, ...Object.fromEntries(filled.map((name) => [name, defaults[name]])) };
    dropHeldReport();
    held.current = next;
    reported.current.add(next);
    store.replace(next);
    latestOnChange.current(next);
  }, [layout, data, validator, step, store, dropHeldReport]);
  const latestOnFieldBlur = useRef(props.onFieldBlur);
  latestOnFieldBlur.current = props.onFieldBlur;
  const handleBlur = useCallback((id: string, value: unknown) => {
    const pointer = idToPointer(id);
    latestOnFieldBlur.current?.(pointer, value);
    afterPointerRelease(() => setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer))));
  }, []);

  // Data from outside (a reset, a lookup, a draft) is not what the Form holds and re-renders it;
  // the echo of RJSF's own report does not. Any other change of props renders it with the latest data.
  const dataVersion = useRef(0);
  const outsideChange = useRef<{ before: unknown; after: unknown } | undefined>(undefined);
  if (data !== held.current && !reported.current.has(data)) {
    outsideChange.current = { before: held.current, after: data };
    held.current = data;
    dataVersion.current++;
  }
  useLayoutEffect(() => {
    const change = outsideChange.current;
    if (!change) return;
    outsideChange.current = undefined;
    setTouched((prev) => (prev.size ? touchedAfterOutsideChange(prev, change.before, change.after, uiSchema) : prev));
  }, [data, uiSchema]);
  const form = useMemo(
    () => (
      <Form
        tagName="div"
        schema={step.schema as RJSFSchema}
        uiSchema={effectiveUi}
        formData={data}
        validator={validator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        formContext={formContext}
        extraErrors={extraErrors}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        noHtml5Validate
        showErrorList={false}
        disabled={props.disabled}
        readonly={props.readonly}
        onChange={handleChange}
        onBlur={handleBlur}
        onError={noop}
      >
        {/* The page owns the submit button. */}
        <></>
      </Form>
    ),
    // `data` is read through `dataVersion`: its echo alone does not make a new element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataVersion.current, step.schema, effectiveUi, validator, formContext, extraErrors, props.disabled, props.readonly, handleChange, handleBlur],
  );

  // A page's step, and a long step that does not render progressively (an accordion, or few
  // top-level fields holding many values), mounts its fields in a background render that React
  // splits into short slices: mounting them at once held the main thread for hundreds of
  // milliseconds on a phone, usually in the task that brought the step's data. Otherwise a short
  // step (a dialog's) mounts at once, so whatever opens it can focus its field, and a progressive
  // step shows its first screenful at once.
  const longStep = useMemo(
    () => fieldCount(step.schema) > FIRST_PASS_FIELDS && !rendersProgressively(layoutKind, layout.sections.length, Object.keys(step.schema.properties ?? {}).length),
    [step.schema, layoutKind, layout.sections.length],
  );
  const deferFields = !!props.mountInBackground || longStep;
  const fieldsShown = useDeferredValue(true, !deferFields);
  // The held report goes to the parent in a task after the mount's: the parent's render of it
  // (RJSF deriving its state again, the machine's update) ran in the mount's commit, one task
  // twice as long on a phone. The store holds it already.
  useLayoutEffect(() => {
    if (!fieldsShown) return;
    fieldsMounted.current = true;
    if (heldReport.current) markPendingText(handOverHeldReport);
    const cancel = inTaskAfter(() => {
      reportsDirectly.current = true;
      handOverHeldReport();
    });
    return () => {
      cancel();
      fieldsMounted.current = false;
      reportsDirectly.current = false;
    };
  }, [fieldsShown, handOverHeldReport]);
  // A step that goes leaves nothing pending: a later press must not hand its report to the page.
  useLayoutEffect(() => () => clearPendingText(handOverHeldReport), [handOverHeldReport]);

  return (
    <>
      {showAll && <ErrorSummary errors={summary} focusKey={submitCount} />}
      {fieldsShown ? form : null}
      {fieldsShown ? props.children : null}
    </>
  );
}

function noop() {}

/** The UI schema with `ui:readonly` set at each of `readonly` and `ui:disabled` at each of `disabled`. */
function withFieldStates(uiSchema: UiSchema, readonly: readonly string[] = [], disabled: readonly string[] = []): UiSchema {
  let next = uiSchema;
  const set = (pointer: string, option: 'ui:readonly' | 'ui:disabled') => {
    const current = (readPointer(next, pointer) ?? {}) as Record<string, unknown>;
    next = writePointer(next, pointer, { ...current, [option]: true });
  };
  for (const pointer of readonly) set(pointer, 'ui:readonly');
  for (const pointer of disabled) set(pointer, 'ui:disabled');
  return next;
}

/**
 * The data as it is checked: a field the whole form requires (`requiredFields`) left empty is
 * checked as its submission carries it, `null`, so its error shows once it is blurred, not only
 * at submit.
 */
function emptiedAsNull(data: Record<string, unknown>, requiredFields: readonly string[]): Record<string, unknown> {
  const emptied = requiredFields.filter((name) => data[name] === undefined || data[name] === '');
  return emptied.length ? { ...data, ...Object.fromEntries(emptied.map((name) => [name, null])) } : data;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The step's result with the form's own message for each field it requires that is still empty:
 * the step's schema alone would say nothing of it, or only that an empty value has the wrong type.
 */
function withMissingRequired(result: ValidationResult, data: Record<string, unknown>, messages: Readonly<Record<string, string>>): ValidationResult {
  const missing = Object.entries(messages)
    .filter(([name]) => isEmpty(data[name]))
    .map(([name, message]) => ({ path: joinPointer(name), message }));
  if (!missing.length) return result;
  const paths = new Set(missing.map((error) => error.path));
  return { valid: false, errors: [...result.errors.filter((error) => !paths.has(error.path)), ...missing] };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  applyDerived,
  applyPrefill,
  changedFields,
  changesPayload,
  formMachine,
  fieldsThatCannotBeEmptied,
  hiddenSections,
  openingData,
  readonlyFields,
  readPointer,
  sendsChangesOnly,
  validateFormData,
  writePointer,
} from '../../engine/core/index.ts';
import type { CompiledForm, CompiledStep, FieldError, ValidationResult } from '../../engine/core/types.ts';
import { sameData } from './same-data.ts';
import { forgetKeptEntries, readKeptEntries, writeKeptEntries } from './kept-entries.ts';
import { useContextSelections } from '../../engine/react/index.ts';

export interface CatalogFormState {
  form: CompiledForm;
  /** The form's context: the page's, with the items its data selects (form.json `contextSelections`). */
  context: Record<string, unknown>;
  /** The one step of a single-step form (profile, company, dialogs, change forms). */
  step: CompiledStep;
  /** The whole form data (the machine's, with derived values and resets applied). */
  data: Record<string, unknown>;
  /** The step's part of the data, for `FormStep`. */
  stepData: Record<string, unknown>;
  onStepChange: (stepData: Record<string, unknown>) => void;
  /** The whole form data of the machine's latest state, and its replacement (e.g. an ABN lookup's fills). */
  getData: () => Record<string, unknown>;
  setData: (data: Record<string, unknown>) => void;
  /**
   * The data to send: the form data with the prefill from the context (the context wins); for a
   * changes-only form (a quick edit), only the fields that changed, with the prefill and certification.
   */
  payload: () => Record<string, unknown>;
  /** The whole-form check of what `payload` sends, with the compiled validator (the server runs the same). */
  validation: ValidationResult;
  /** Whether the data differs from what the form opened with. */
  dirty: boolean;
  /** Top-level fields (other than the prefill, the certification and the derived values) that differ from what the form opened with. */
  changed: string[];
  /** Conditional sections the machine hides now. */
  hiddenSections: string[];
  /** Fields a context selection's fills make read-only now. */
  readonlyFields: string[];
  /** Fields the machine turns off now (its `readonly:` tags: another answer decides them). */
  disabledFields: string[];
  /** Top-level fields of the step shown as required although its schema does not require them (a quick edit's value that may be changed but not cleared). */
  requiredFields: string[];
  submitCount: number;
  /** Counts a submit attempt: every error shows and the summary takes focus. */
  markSubmitAttempt: () => void;
  serverErrors: FieldError[];
  setServerErrors: (errors: FieldError[]) => void;
  /** Drops what the session keeps of the entries (once they are sent). */
  forgetEntries: () => void;
  /** The form opened with entries kept from earlier in the tab (`keepAs`), not yet sent or cleared: the page says so. */
  resumedEntries: boolean;
  /** Clears the entries kept from earlier: the form as it opens afresh, nothing kept. */
  discardEntries: () => void;
}

export interface CatalogFormOptions {
  /** Keeps what the user enters in the tab's session under this key (kept-entries.ts), so a refresh loses nothing: the form reopens with it. */
  keepAs?: string;
}


/**
 * The state of a catalog form on a page: opens on the context (initial values, then prefill),
 * runs the form's machine (conditional sections, read-only fields, resets), validates the whole
 * form with its compiled validator and knows whether anything changed. Pages own the buttons.
 */
export function useCatalogForm(form: CompiledForm, context: Record<string, unknown>, { keepAs }: CatalogFormOptions = {}): CatalogFormState {
  const { manifest } = form;
  const machine = formMachine(form);
  const [initial] = useState(() => openingData(manifest, context, {} as Record<string, unknown>));
  // What the form opens with now stays the measure of a change; the fields the user had changed
  // before a refresh are laid over it.
  const [resumed] = useState(() => (keepAs ? readKeptEntries(keepAs) : undefined));
  const actor = useActorRef(machine, { input: { data: resumed ? { ...initial, ...resumed } : initial, context } });
  const [edited, setEdited] = useState(!!resumed);
  const [resumedEntries, setResumedEntries] = useState(!!resumed);
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const machineContext = useSelector(actor, (snapshot) => snapshot.context.context);
  const tags = useSelector(actor, (snapshot) => [...snapshot.tags].sort().join('\n'));
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);

  const step = form.steps[manifest.steps[0].id];
  const pointer = step.manifest.dataPointer;
  const stepData = useMemo(() => (readPointer(data, pointer) ?? {}) as Record<string, unknown>, [data, pointer]);
  const onStepChange = useCallback(
    (next: Record<string, unknown>) => {
      actor.send({ type: 'DATA_CHANGED', data: writePointer(actor.getSnapshot().context.data, pointer, next) });
      setEdited(true);
      setServerErrors((errors) => (errors.length ? [] : errors));
    },
    [actor, pointer],
  );
  const getData = useCallback(() => actor.getSnapshot().context.data, [actor]);
  const setData = useCallback(
    (next: Record<string, unknown>) => {
      actor.send({ type: 'DATA_CHANGED', data: next });
      setEdited(true);
    },
    [actor],
  );
  const send = useCallback((event: { type: string; [key: string]: unknown }) => actor.send(event as never), [actor]);
  const locked = useContextSelections({ form, data, context: machineContext, send, setData, getData, step: step.manifest });
  const sendable = useCallback(
    (current: Record<string, unknown>) => applyPrefill(manifest, context, sendsChangesOnly(manifest) ? changesPayload(manifest, initial, current) : current),
    [manifest, context, initial],
  );
  const payload = useCallback(() => sendable(actor.getSnapshot().context.data), [sendable, actor]);
  // Checked as the server checks it: what is sent, with the values the form derives (a changes-only
  // payload leaves them out; the server derives them again from its own record).
  const validation = useMemo(() => validateFormData(form, applyDerived(sendable(data), manifest.derived, context)), [form, sendable, data, manifest, context]);
  const changed = useMemo(() => changedFields(manifest, initial, data), [manifest, initial, data]);
  // A changes-only form's step holds the whole data (its pointer is ''), so its field names are the step's.
  const requiredFields = useMemo(() => (pointer === '' ? fieldsThatCannotBeEmptied(form, initial) : []), [form, initial, pointer]);
  // Kept from the user's first change on (the machine's own fills at opening are no entry of
  // theirs, nor are the values it derives): the fields that differ from the opening, and nothing once none does.
  useEffect(() => {
    if (!keepAs || !edited) return;
    if (changed.length) writeKeptEntries(keepAs, form, Object.fromEntries(changed.map((name) => [name, data[name]])));
    else forgetKeptEntries(keepAs);
  }, [keepAs, edited, form, data, changed]);
  const forgetEntries = useCallback(() => {
    setResumedEntries(false);
    if (!keepAs) return;
    setEdited(false);
    forgetKeptEntries(keepAs);
  }, [keepAs]);
  const discardEntries = useCallback(() => {
    actor.send({ type: 'DATA_CHANGED', data: initial });
    setServerErrors([]);
    setSubmitCount(0);
    forgetEntries();
  }, [actor, initial, forgetEntries]);
  const sections = useMemo(() => {
    const snapshot = { tags: new Set(tags ? tags.split('\n') : []) };
    return { hidden: hiddenSections(snapshot, step.manifest.sections), disabled: readonlyFields(snapshot) };
  }, [tags, step]);

  return {
    form,
    // The machine holds the selected items; a form without selections reads the page's context as it is now.
    context: manifest.contextSelections?.length ? machineContext : context,
    step,
    data,
    stepData,
    onStepChange,
    getData,
    setData,
    payload,
    validation,
    dirty: !sameData(data, initial),
    changed,
    hiddenSections: sections.hidden,
    readonlyFields: locked,
    disabledFields: sections.disabled,
    requiredFields,
    submitCount,
    markSubmitAttempt: useCallback(() => setSubmitCount((count) => count + 1), []),
    serverErrors,
    setServerErrors,
    forgetEntries,
    resumedEntries,
    discardEntries,
  };
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { formRequirements, readPointer, sectionShows, toFieldErrors, validateStep, writePointer } from '../../core/index.ts';
import { missingItemsHint, stepMissingItems } from '../../core/missing-items.ts';
import { TITLE_PART } from './title-part.ts';
import { stepEmbed, stepSavesBeforeNext, stepSubmits } from '../../core/host.ts';
import { payingEmbeds, type StepEmbedName } from '../../core/step-embeds.ts';
import type { FieldError, SectionManifest, StepEmbed } from '../../core/types.ts';
import { FormStep } from '../components/form-step.tsx';
import { ReviewList } from '../components/review-list.tsx';
import type { FileStore } from '../files/file-store.ts';
import { Stepper } from '../runner/stepper.tsx';
import type { FormMachineHandle } from '../runner/use-form-machine.ts';
import { useStepBinding } from '../runner/use-step-binding.ts';
import { WizardActions } from '../runner/wizard-actions.tsx';
import { StepActions } from './step-actions.tsx';
import { useContextSelections } from './use-context-selections.ts';
import { useFieldChecks } from './use-field-checks.ts';
import { useFormServices } from './use-form-services.ts';

/**
 * The errors of what the step shows: not those of fields its sections do not hold (other steps'
 * fields, when steps share the data) nor of fields in its hidden sections.
 */
function ownErrors(errors: readonly FieldError[], otherFields: readonly string[], sections: readonly SectionManifest[], hiddenSections: readonly string[]): FieldError[] {
  const skipped = new Set([...otherFields, ...sections.filter((section) => hiddenSections.includes(section.id)).flatMap((section) => section.fields ?? [])]);
  return errors.filter((error) => !skipped.has(error.path.split('/')[1] ?? ''));
}

/** The errors under a step's data pointer, with pointers within the step's data. */
function errorsWithin(errors: readonly FieldError[], pointer: string): FieldError[] {
  return errors.filter((error) => error.path.startsWith(`${pointer}/`)).map((error) => ({ ...error, path: error.path.slice(pointer.length) }));
}

export interface WizardFrameProps {
  machine: FormMachineHandle;
  /** Default: the form's ui.json. */
  uiSchema?: UiSchema;
  /**
   * Sends the form when the step's primary button submits (its `submitWhen` holds) and the data is
   * valid; resolve true when it was accepted, and the frame sends `SUBMIT` to the machine.
   */
  onSubmit: (data: Record<string, unknown>) => Promise<boolean>;
  /** Save & Exit, when the form can be saved part-way. */
  onSaveExit?: () => void;
  /** Which call runs now ('' for none): everything is disabled while one runs. */
  busy?: string;
  /** Runs a step action's call under the page's blocking overlay; resolves undefined when it failed. */
  runCall?: <T>(message: string, work: () => Promise<T>) => Promise<T | undefined>;
  serverErrors?: readonly FieldError[];
  /** File stores by step id (files stay outside the JSON data). */
  fileStores?: Record<string, FileStore>;
  /** Shown between the stepper and the step (e.g. what a resumed draft must re-enter). */
  notice?: ReactNode;
  /** The host's save, run by Next before moving on while the step's `saveBeforeNext` holds; resolve true when saved. */
  onSaveBeforeNext?: () => Promise<boolean>;
  /** The host's rendering of each capability a step may embed (form.json step `embed`), shown below the step's fields while it applies. */
  embeds?: Partial<Record<StepEmbedName, (embed: StepEmbed) => ReactNode>>;
  /** Why the primary button cannot go ahead yet besides the step's own data (e.g. an embedded payment not ready): said beside it. */
  blockedReason?: string;
  /** The id of the record the wizard edits (e.g. a saved draft's), which field checks leave out. */
  recordId?: () => string | undefined;
  /** Back where the machine has no step to go back to (the first step): the host leaves the form, e.g. for the page before it. */
  onBackOut?: () => void;
}

/**
 * The one frame of every multi-step catalog form: the stepper (when the form has more than one
 * step), the step's title (focused when the step changes, so it is announced), the steps it
 * reviews, its fields in their shown sections, its actions, then Back, Save & Exit and the primary
 * button. The primary button goes NEXT, or submits while the step's `submitWhen` holds; while the
 * step is invalid a press shows the error summary, and a form with `disableInvalidNext` marks it
 * disabled (still focusable) with the reason beside it. Labels and notes come from form.json.
 * While a step's `saveBeforeNext` holds, Next saves through the host first; while its `embed`
 * applies, the host's rendering of that capability shows below the step's fields, and a paying
 * one's `submitWarning` above them.
 */
export function WizardFrame({ machine, uiSchema, onSubmit, onSaveExit, busy = '', runCall, serverErrors, fileStores, notice, onSaveBeforeNext, embeds, blockedReason, recordId, onBackOut }: WizardFrameProps) {
  const { form, step, send } = machine;
  const messages = form.manifest.messages ?? {};
  const [attempts, setAttempts] = useState<{ step?: string; count: number }>({ count: 0 });
  const submitCount = attempts.step === step?.id ? attempts.count : 0;
  const binding = useStepBinding(machine);
  const { onAbnLookup, services } = useFormServices({ manifest: form.manifest, pointer: binding.pointer, getData: machine.getData, setData: machine.setData, data: machine.data });
  const { fieldWarnings, onFieldBlur } = useFieldChecks({ manifest: form.manifest, pointer: binding.pointer, data: binding.stepData, recordId });
  const locked = useContextSelections(machine);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step?.id);
  useEffect(() => {
    if (shownStep.current !== step?.id) heading.current?.focus();
    shownStep.current = step?.id;
  }, [step?.id]);
  const ui = (uiSchema ?? form.uiSchema) as Record<string, UiSchema>;
  const requiredMessages = useMemo(() => (step ? formRequirements(form, step.id, machine.data) : {}), [form, step, machine.data]);
  const requiredFields = useMemo(() => Object.keys(requiredMessages), [requiredMessages]);
  const stepUi = useMemo(() => (binding.pointer ? (ui[binding.pointer.slice(1)] ?? {}) : ui), [ui, binding.pointer]);
  // The buttons' handlers stay the same functions while the data changes, so the buttons (memoised)
  // do not render again on every commit of a field; each calls what this render defines.
  const latest = useRef({ primary: async () => {}, saveExit: onSaveExit });
  const onPrimary = useCallback(() => void latest.current.primary(), []);
  const onSaveExitNow = useCallback(() => latest.current.saveExit?.(), []);
  const onBack = useCallback(() => send({ type: 'BACK' }), [send]);
  // A step action refused for invalid data shows the step's errors as a failed Next does.
  const onActionInvalid = useCallback(() => setAttempts((last) => ({ step: shownStep.current, count: (last.step === shownStep.current ? last.count : 0) + 1 })), []);
  // This render's handlers, made current on commit: a background render React throws away must
  // not leave its handlers behind.
  const handlers = { primary: async () => {}, saveExit: onSaveExit };
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  if (!step) return null;
  const submits = stepSubmits(form, step, machine.data, machine.context);
  const event = submits ? 'SUBMIT' : 'NEXT';
  const stepErrors = ownErrors(validateStep(form.steps[step.id], binding.stepData).errors, binding.hiddenFields, step.sections, machine.hiddenSections);
  const stepValid = stepErrors.length === 0;
  // The step on screen is part of the form's data before anything is entered in it: a form rule
  // on its fields (a document a choice elsewhere requires) counts from the start.
  const formData = binding.pointer && readPointer(machine.data, binding.pointer) === undefined ? writePointer(machine.data, binding.pointer, {}) : machine.data;
  const formValid = !submits || form.validate(formData);
  // What the whole form still needs on this step (a rule on another step's answer), for the hint.
  const formErrorsHere = formValid ? [] : ownErrors(errorsWithin(toFieldErrors(form.validate.errors), binding.pointer), binding.hiddenFields, step.sections, machine.hiddenSections);
  const blocked = !stepValid || !formValid || (!submits && !machine.can('NEXT')) || !!blockedReason;
  const missingHint = blocked && !blockedReason ? missingItemsHint(stepMissingItems(form, step.id, [...stepErrors, ...formErrorsHere], { ui: stepUi, data: binding.stepData }), submits ? 'submit' : 'continue') : undefined;
  const embedded = stepEmbed(form, step, machine.data, machine.context);
  const disabled = !!busy;

  const primary = async () => {
    if (disabled) return;
    if (blocked) {
      setAttempts({ step: step.id, count: submitCount + 1 });
      return;
    }
    if (event === 'NEXT') {
      if (onSaveBeforeNext && stepSavesBeforeNext(form, step, machine.data, machine.context) && !(await onSaveBeforeNext())) return;
      send({ type: 'NEXT' });
      return;
    }
    if (await onSubmit(machine.getData())) send({ type: 'SUBMIT' });
  };
  handlers.primary = primary;

  return (
    <Box>
      {form.manifest.steps.length > 1 && <Stepper steps={form.manifest.steps} current={step.id} status={machine.stepStatus} />}
      {notice}
      <Heading as="h2" size="xl" mb="4" id={`step-${step.id}`} ref={heading} tabIndex={-1} _focus={{ outline: 'none' }} {...{ [TITLE_PART]: '' }}>
        {step.title}
      </Heading>
      {(step.review ?? []).map((reviewed) => {
        const other = form.steps[reviewed.step];
        const pointer = other?.manifest.dataPointer ?? '';
        return other ? (
          <Box key={reviewed.step} mb="6">
            <ReviewList
              step={other}
              uiSchema={pointer ? (ui[pointer.slice(1)] ?? {}) : ui}
              data={(readPointer(machine.data, pointer) ?? {}) as Record<string, unknown>}
              title={reviewed.title}
              note={reviewed.note}
              hiddenSections={other.manifest.sections.filter((section) => !sectionShows(form, section, machine.data, machine.context)).map((section) => section.id)}
            />
          </Box>
        ) : null;
      })}
      {/* The warning is about a payment: shown only where this submit pays (a paying embed applies). */}
      {submits && embedded && payingEmbeds.has(embedded.capability) && messages.submitWarning && <Text mb="4">{messages.submitWarning}</Text>}
      <FormStep
        key={step.id}
        step={form.steps[step.id]}
        uiSchema={stepUi}
        data={binding.stepData}
        onChange={binding.onChange}
        context={machine.context}
        serverErrors={serverErrors}
        submitCount={submitCount}
        fileStore={fileStores?.[step.id]}
        attachments={form.manifest.attachments}
        onAbnLookup={onAbnLookup}
        disabled={disabled}
        hiddenSections={machine.hiddenSections}
        hiddenFields={binding.hiddenFields}
        readonlyFields={locked}
        disabledFields={machine.readonlyFields}
        services={services}
        requiredFields={requiredFields}
        requiredMessages={requiredMessages}
        fieldWarnings={fieldWarnings}
        onFieldBlur={onFieldBlur}
        mountInBackground
      >
        <StepActions machine={machine} disabled={disabled} runCall={runCall} onInvalid={onActionInvalid} />
        {embedded && embeds?.[embedded.capability]?.(embedded)}
        <WizardActions
          onBack={machine.can('BACK') ? onBack : onBackOut}
          backLabel={messages.back}
          onSaveExit={onSaveExit ? onSaveExitNow : undefined}
          saveExitLabel={messages.saveExit}
          saving={busy === 'saving'}
          primaryLabel={submits ? (messages.submit ?? 'Submit') : (step.nextLabel ?? messages.next ?? 'Next')}
          onPrimary={onPrimary}
          blocked={(blocked && form.manifest.disableInvalidNext === true) || !!blockedReason}
          blockedNote={blockedReason ?? messages.blockedNote}
          blockedDetail={missingHint}
          busy={disabled}
        />
      </FormStep>
    </Box>
  );
}

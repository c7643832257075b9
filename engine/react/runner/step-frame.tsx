import { useEffect, useRef, useState } from 'react';
import { Button, Heading, HStack } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import type { FieldError } from '../../core/types.ts';
import { FormStep } from '../components/form-step.tsx';
import type { FileStore } from '../files/file-store.ts';
import type { AbnLookupRequest } from '../form-context.ts';
import type { FormMachineHandle } from './use-form-machine.ts';
import { useStepBinding } from './use-step-binding.ts';

export interface StepFrameProps {
  machine: FormMachineHandle;
  /** Default: the form's ui.json. */
  uiSchema?: UiSchema;
  /**
   * Called once each time the machine enters a state tagged `submit`; resolve false when the
   * submission failed, and the frame sends `SUBMIT_FAILED` so the machine returns to editing.
   */
  onSubmit?: (data: Record<string, unknown>) => Promise<boolean>;
  onAbnLookup?: (request: AbnLookupRequest) => void;
  serverErrors?: readonly FieldError[];
  fileStore?: FileStore;
  /** Disables the form and its buttons (e.g. while the page loads something). */
  busy?: boolean;
}

/**
 * The current step of a multi-step form: its title, the step's fields in its shown sections
 * (hidden sections and other steps' fields are not rendered), read-only fields from the state's
 * tags, then Back (when the machine takes BACK) and Next (the step's `nextLabel`). Next sends
 * NEXT; when the machine stays on the step, the error summary shows and takes focus.
 */
export function StepFrame({ machine, uiSchema, onSubmit, onAbnLookup, serverErrors, fileStore, busy }: StepFrameProps) {
  const { form, step, context, send, peek, submitting } = machine;
  const [attempts, setAttempts] = useState<{ step?: string; count: number }>({ count: 0 });
  const submitCount = attempts.step === step?.id ? attempts.count : 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step?.id);
  const { dataRef, stepData, onChange, hiddenFields } = useStepBinding(machine);

  // A new step: move focus to its heading (not on the first render) so it is announced.
  useEffect(() => {
    if (step?.id !== firstStep.current) {
      firstStep.current = undefined;
      heading.current?.focus();
    }
  }, [step?.id]);

  const submitted = useRef(false);
  useEffect(() => {
    if (!submitting) {
      submitted.current = false;
      return;
    }
    if (submitted.current || !onSubmit) return;
    submitted.current = true;
    void onSubmit(dataRef.current).then((ok) => {
      if (!ok) send({ type: 'SUBMIT_FAILED' });
    });
  }, [submitting, onSubmit, send]);

  if (!step) return null;
  const disabled = busy || submitting;
  const canGoBack = machine.can('BACK');

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    send({ type: 'NEXT' });
    const after = peek();
    if (after.step === step.id && !after.submitting) setAttempts({ step: step.id, count: submitCount + 1 });
  };

  return (
    <form noValidate onSubmit={next} aria-labelledby={`step-${step.id}`}>
      <Heading as="h2" size="xl" id={`step-${step.id}`} ref={heading} tabIndex={-1} mb="4" _focus={{ outline: 'none' }}>
        {step.title}
      </Heading>
      <FormStep
        key={step.id}
        step={form.steps[step.id]}
        uiSchema={uiSchema ?? (form.uiSchema as UiSchema)}
        data={stepData}
        onChange={onChange}
        context={context}
        serverErrors={serverErrors}
        submitCount={submitCount}
        fileStore={fileStore}
        attachments={form.manifest.attachments}
        onAbnLookup={onAbnLookup}
        disabled={disabled}
        hiddenSections={machine.hiddenSections}
        hiddenFields={hiddenFields}
        readonlyFields={machine.readonlyFields}
      />
      <HStack gap="4" mt="6">
        {canGoBack && (
          <Button type="button" variant="outline" disabled={disabled} onClick={() => send({ type: 'BACK' })}>
            Back
          </Button>
        )}
        <Button type="submit" colorPalette="blue" disabled={disabled}>
          {step.nextLabel ?? 'Next'}
        </Button>
      </HStack>
    </form>
  );
}

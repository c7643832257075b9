import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { openingData, readPointer, writePointer } from '../../../engine/core/index.ts';
import type { CompiledForm } from '../../../engine/core/types.ts';
import { FormStep, useFormMachine } from '../../../engine/react/index.ts';
import { keptForStep, type KeptPreview } from './kept-state.ts';

export interface PreviewFormProps {
  form: CompiledForm;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  /** The step to show; the machine's current step when not picked. */
  stepId?: string;
  onCurrentStep: (step: string | undefined) => void;
  /** What the preview of the previous compile left: data, blurred fields, errors shown. */
  kept: KeptPreview;
  /** Told what to keep for the next compile. */
  onKeep: (kept: Partial<KeptPreview>) => void;
}

/**
 * The draft running in the real engine: its machine over the chosen data and context, one step in
 * the engine's FormStep. A recompile mounts it again with what the last one kept, so the data
 * entered and the errors shown stay where the fields still exist.
 */
export function PreviewForm({ form, data, context, stepId, onCurrentStep, kept, onKeep }: PreviewFormProps) {
  const [atMount] = useState(kept);
  const opening = useMemo(() => openingData(form.manifest, context, atMount.data ?? data), [form, context, data, atMount]);
  const machine = useFormMachine(form, { data: opening, context });
  const [submitCount, setSubmitCount] = useState(0);
  const step = form.manifest.steps.find((item) => item.id === (stepId ?? machine.step?.id)) ?? form.manifest.steps[0];
  useEffect(() => onCurrentStep(step?.id), [step?.id, onCurrentStep]);
  useEffect(() => onKeep({ data: machine.data }), [machine.data, onKeep]);
  const compiledStep = step ? form.steps[step.id] : undefined;
  const restored = useMemo(() => (step && compiledStep ? keptForStep(atMount, step.id, compiledStep.schema) : undefined), [atMount, step, compiledStep]);
  const errorsShown = !!restored?.errorsShown || submitCount > 0;
  const touchedNow = useRef(restored?.touched);
  const keepStep = useCallback(
    (touched: ReadonlySet<string> | undefined) => {
      touchedNow.current = touched;
      if (step) onKeep({ stepId: step.id, touched: touched ?? new Set(), errorsShown });
    },
    [step, errorsShown, onKeep],
  );
  useEffect(() => keepStep(touchedNow.current), [keepStep]);
  if (!step || !compiledStep) return null;
  const pointer = step.dataPointer;
  const ui = form.uiSchema as Record<string, UiSchema>;
  const stepUi = pointer ? (ui[pointer.slice(1)] ?? {}) : (ui as UiSchema);
  const stepData = (readPointer(machine.data, pointer) ?? {}) as Record<string, unknown>;
  return (
    <>
      <FormStep
        key={step.id}
        step={compiledStep}
        uiSchema={stepUi}
        data={stepData}
        onChange={(next) => machine.setData(writePointer(machine.getData(), pointer, next))}
        context={machine.context}
        hiddenSections={machine.hiddenSections}
        disabledFields={machine.readonlyFields}
        submitCount={submitCount}
        showErrors={restored?.errorsShown}
        initialTouched={restored?.touched}
        onTouchedChange={keepStep}
        attachments={form.manifest.attachments}
      />
      <HStack mt="4">
        <Button variant="outline" onClick={() => setSubmitCount((count) => count + 1)}>
          Show this step's errors
        </Button>
      </HStack>
    </>
  );
}

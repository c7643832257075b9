import { useEffect, useMemo, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { openingData, readPointer, writePointer } from '../../../engine/core/index.ts';
import type { CompiledForm } from '../../../engine/core/types.ts';
import { FormStep, useFormMachine } from '../../../engine/react/index.ts';

export interface PreviewFormProps {
  form: CompiledForm;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  /** The step to show; the machine's current step when not picked. */
  stepId?: string;
  onCurrentStep: (step: string | undefined) => void;
}

/** The draft running in the real engine: its machine over the chosen data and context, one step in the engine's FormStep. */
export function PreviewForm({ form, data, context, stepId, onCurrentStep }: PreviewFormProps) {
  const opening = useMemo(() => openingData(form.manifest, context, data), [form, context, data]);
  const machine = useFormMachine(form, { data: opening, context });
  const [submitCount, setSubmitCount] = useState(0);
  const step = form.manifest.steps.find((item) => item.id === (stepId ?? machine.step?.id)) ?? form.manifest.steps[0];
  useEffect(() => onCurrentStep(step?.id), [step?.id, onCurrentStep]);
  if (!step || !form.steps[step.id]) return null;
  const pointer = step.dataPointer;
  const ui = form.uiSchema as Record<string, UiSchema>;
  const stepUi = pointer ? (ui[pointer.slice(1)] ?? {}) : (ui as UiSchema);
  const stepData = (readPointer(machine.data, pointer) ?? {}) as Record<string, unknown>;
  return (
    <>
      <FormStep
        key={step.id}
        step={form.steps[step.id]}
        uiSchema={stepUi}
        data={stepData}
        onChange={(next) => machine.setData(writePointer(machine.getData(), pointer, next))}
        context={machine.context}
        hiddenSections={machine.hiddenSections}
        readonlyFields={machine.readonlyFields}
        submitCount={submitCount}
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

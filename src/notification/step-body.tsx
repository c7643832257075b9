import { useMemo } from 'react';
import { Alert, Box, Button } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { writePointer } from '../../engine/core/index.ts';
import { FormStep, useAbnLookup, useStepBinding, type FileStore, type FormMachineHandle } from '../../engine/react/index.ts';
import { lookupAbn } from '../onboarding/onboarding-api.ts';
import { searchAddress } from './notification-api.ts';
import { SummaryView } from './summary-view.tsx';

export interface StepBodyProps {
  machine: FormMachineHandle;
  uiSchema: UiSchema;
  submitCount: number;
  fileStore: FileStore;
  busy: boolean;
  onCalculate: () => void;
}

/** The current step's form (laid out as its manifest says) and what the step adds around it. */
export function StepBody({ machine, uiSchema, submitCount, fileStore, busy, onCalculate }: StepBodyProps) {
  const { form, step, data, setData } = machine;
  const m = form.manifest.messages ?? {};
  const { pointer, dataRef, stepData, onChange, hiddenFields } = useStepBinding(machine);
  const onAbnLookup = useAbnLookup(machine, lookupAbn);
  const services = useMemo(
    () => ({
      addressSearch: searchAddress,
      fill: (values: Record<string, unknown>) => {
        let next = dataRef.current;
        for (const [field, value] of Object.entries(values)) next = writePointer(next, `${pointer}${field}`, value);
        setData(next);
      },
    }),
    [pointer, setData],
  );
  if (!step) return null;
  const levyMissing = step.id === 'cost-of-work' && !machine.hiddenSections.includes('levy-not-calculated');

  return (
    <Box>
      {step.id === 'summary' && <SummaryView form={form} data={data} />}
      <FormStep
        key={step.id}
        step={form.steps[step.id]}
        uiSchema={(uiSchema as Record<string, UiSchema>)[pointer.slice(1)] ?? {}}
        data={stepData}
        onChange={onChange}
        context={machine.context}
        submitCount={submitCount}
        fileStore={fileStore}
        attachments={form.manifest.attachments}
        onAbnLookup={onAbnLookup}
        disabled={busy}
        hiddenSections={machine.hiddenSections}
        hiddenFields={hiddenFields}
        readonlyFields={machine.readonlyFields}
        services={services}
      />
      {step.id === 'cost-of-work' && (
        <Box mt="2">
          {levyMissing && (
            <Alert.Root status="warning" mb="3">
              <Alert.Indicator />
              <Alert.Title>{m.invalidSections}</Alert.Title>
            </Alert.Root>
          )}
          <Button variant="outline" colorPalette="blue" onClick={onCalculate} disabled={busy}>
            {m.calculate}
          </Button>
        </Box>
      )}
    </Box>
  );
}

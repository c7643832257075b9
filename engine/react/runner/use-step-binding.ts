import { useCallback, useMemo, useRef } from 'react';
import { readPointer, writePointer } from '../../core/index.ts';
import type { FormMachineHandle } from './use-form-machine.ts';

/**
 * Binds the machine's current step to a FormStep: the step's part of the form data, a change
 * handler that writes it back at the step's data pointer, and the fields of the step's schema
 * that no section of this step holds (they belong to other steps and stay hidden).
 */
export function useStepBinding(machine: FormMachineHandle) {
  const { form, step, data, setData } = machine;
  const pointer = step?.dataPointer ?? '';
  const dataRef = useRef(data);
  dataRef.current = data;
  const stepData = useMemo(() => (readPointer(data, pointer) ?? {}) as Record<string, unknown>, [data, pointer]);
  const onChange = useCallback((next: Record<string, unknown>) => setData(writePointer(dataRef.current, pointer, next)), [setData, pointer]);
  const hiddenFields = useMemo(() => {
    if (!step) return [];
    const properties = (form.steps[step.id]?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const own = new Set(step.sections.flatMap((section) => section.fields ?? []));
    return Object.keys(properties).filter((name) => !own.has(name));
  }, [form, step]);
  return { pointer, dataRef, stepData, onChange, hiddenFields };
}

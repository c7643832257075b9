import { useCallback, useMemo, useRef } from 'react';
import { readPointer, writePointer } from '../../core/index.ts';
import type { FormMachineHandle } from './use-form-machine.ts';

/**
 * Binds the machine's current step to a FormStep: the step's part of the form data, a change
 * handler that writes it back at the step's data pointer, and the fields of the step's schema
 * that no section of this step holds (they belong to other steps and stay hidden).
 */
type SchemaNode = { properties?: Record<string, unknown>; allOf?: SchemaNode[]; anyOf?: SchemaNode[]; oneOf?: SchemaNode[]; then?: SchemaNode; else?: SchemaNode; dependencies?: Record<string, unknown> };

/**
 * Every top-level property a schema may give its object, including those of conditional branches
 * (`if`/`then`/`else`, `allOf`/`anyOf`/`oneOf`, `dependencies`), which RJSF adds to the form once
 * the data meets them: a step must hide them too when they belong to another step.
 */
export function declaredProperties(schema: unknown, into = new Set<string>()): Set<string> {
  const node = schema as SchemaNode | undefined;
  if (!node || typeof node !== 'object') return into;
  for (const name of Object.keys(node.properties ?? {})) into.add(name);
  for (const branch of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else]) declaredProperties(branch, into);
  for (const dependency of Object.values(node.dependencies ?? {})) if (!Array.isArray(dependency)) declaredProperties(dependency, into);
  return into;
}

export function useStepBinding(machine: FormMachineHandle) {
  const { form, step, data, setData } = machine;
  const pointer = step?.dataPointer ?? '';
  const dataRef = useRef(data);
  dataRef.current = data;
  const stepData = useMemo(() => (readPointer(data, pointer) ?? {}) as Record<string, unknown>, [data, pointer]);
  const onChange = useCallback((next: Record<string, unknown>) => setData(writePointer(dataRef.current, pointer, next)), [setData, pointer]);
  const hiddenFields = useMemo(() => {
    if (!step) return [];
    const own = new Set(step.sections.flatMap((section) => section.fields ?? []));
    return [...declaredProperties(form.steps[step.id]?.schema)].filter((name) => !own.has(name));
  }, [form, step]);
  return { pointer, dataRef, stepData, onChange, hiddenFields };
}

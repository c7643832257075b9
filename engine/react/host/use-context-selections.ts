import { useEffect, useMemo, useRef } from 'react';
import { readPointer, selectContext, selectedFills, withdrawFills, writePointer } from '../../core/index.ts';
import type { FormMachineHandle } from '../runner/use-form-machine.ts';

const same = (left: unknown, right: unknown) => left === right || JSON.stringify(left) === JSON.stringify(right);

/**
 * Keeps the form's `contextSelections` (engine/core `selectContext`) in step with its data: a
 * changed choice puts the chosen item into the machine's context (`CONTEXT_CHANGED`, so the
 * form's context rules run) and fills the fields it implies; a fill the new choice no longer
 * implies is withdrawn (engine/core `withdrawFills`). Returns the filled fields as pointers into
 * the current step's data: they are read-only while filled.
 */
export function useContextSelections(machine: Pick<FormMachineHandle, 'form' | 'data' | 'context' | 'send' | 'setData' | 'getData' | 'step'>): string[] {
  const { form, data, context, send, setData, getData, step } = machine;
  const selections = form.manifest.contextSelections;
  const selected = useMemo(() => selectContext(selections, data, context), [selections, data, context]);
  const fills = useMemo(() => selectedFills(selections, selected), [selections, selected]);

  useEffect(() => {
    if (selected !== context) send({ type: 'CONTEXT_CHANGED', context: selected });
  }, [selected, context, send]);
  const applied = useRef<Record<string, unknown>>({});
  useEffect(() => {
    let next = withdrawFills(getData(), applied.current, fills);
    applied.current = fills;
    for (const [pointer, value] of Object.entries(fills)) if (!same(readPointer(next, pointer), value)) next = writePointer(next, pointer, value);
    if (next !== getData()) setData(next);
  }, [fills, getData, setData]);

  const stepPointer = step?.dataPointer ?? '';
  return useMemo(
    () => Object.keys(fills).filter((pointer) => pointer.startsWith(`${stepPointer}/`)).map((pointer) => pointer.slice(stepPointer.length)),
    [fills, stepPointer],
  );
}

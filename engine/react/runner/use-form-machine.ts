import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { currentStep, formMachine, hiddenSections, readonlyFields } from '../../core/index.ts';
import type { CompiledForm, StepManifest } from '../../core/types.ts';
import type { StepStatus } from '../../core/machine.ts';

export interface FormMachineOptions {
  /** The form data to start from (prefilled by the page). */
  data?: Record<string, unknown>;
  /** The form's context (e.g. `{ contact }`), read by conditions, prefill and facts. */
  context?: Record<string, unknown>;
  stepStatus?: Record<string, StepStatus>;
  /**
   * A persisted snapshot (from `persist()`) to resume from, e.g. a draft kept in session storage:
   * the machine continues at the step and with the data it held. Takes precedence over the rest.
   */
  snapshot?: unknown;
}

/** What a page and `StepFrame` need of a running form machine. */
export interface FormMachineHandle {
  form: CompiledForm;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  stepStatus: Record<string, StepStatus>;
  /** The current step's manifest (from the state's `step:<id>` tag). */
  step: StepManifest | undefined;
  hiddenSections: string[];
  readonlyFields: string[];
  /** The state is tagged `submit`: the form is complete and the page submits it. */
  submitting: boolean;
  /** Whether the machine takes this event now (e.g. `BACK`). */
  can: (type: string) => boolean;
  send: (event: { type: string; [key: string]: unknown }) => void;
  /** The step id and submit flag of the machine's latest state (right after a `send`). */
  peek: () => { step: string | undefined; submitting: boolean };
  /** Replaces the form data (the machine's `DATA_CHANGED`). */
  setData: (data: Record<string, unknown>) => void;
  /** The data of the machine's latest state (right after a `send`, before React re-renders). */
  getData: () => Record<string, unknown>;
  /** The machine's persisted snapshot (plain JSON), to resume later through `snapshot`. */
  persist: () => unknown;
  /** Subscribes to every change of the machine's state; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Runs a catalog form's machine (engine/core's `formMachine`) for a multi-step page: the
 * data, the current step, the hidden sections and read-only fields of the current state.
 */
export function useFormMachine(form: CompiledForm, options: FormMachineOptions = {}): FormMachineHandle {
  const machine = formMachine(form);
  const actor = useActorRef(machine, {
    input: { data: options.data, context: options.context, stepStatus: options.stepStatus },
    ...(options.snapshot ? { snapshot: options.snapshot as never } : {}),
  });
  const data = useSelector(actor, (s) => s.context.data);
  const context = useSelector(actor, (s) => s.context.context);
  const stepStatus = useSelector(actor, (s) => s.context.stepStatus);
  const stepId = useSelector(actor, (s) => currentStep(s));
  const step = form.manifest.steps.find((item) => item.id === stepId);
  const sections = step?.sections ?? [];
  const hidden = useSelector(actor, (s) => hiddenSections(s, sections), sameList);
  const readonly = useSelector(actor, (s) => readonlyFields(s), sameList);
  const submitting = useSelector(actor, (s) => s.hasTag('submit'));
  const send = useCallback((event: { type: string; [key: string]: unknown }) => actor.send(event as never), [actor]);
  const setData = useCallback((next: Record<string, unknown>) => actor.send({ type: 'DATA_CHANGED', data: next }), [actor]);
  const can = useCallback((type: string) => actor.getSnapshot().can({ type } as never), [actor]);
  const peek = useCallback(() => {
    const snapshot = actor.getSnapshot();
    return { step: currentStep(snapshot), submitting: snapshot.hasTag('submit') };
  }, [actor]);
  const persist = useCallback(() => actor.getPersistedSnapshot(), [actor]);
  const getData = useCallback(() => actor.getSnapshot().context.data, [actor]);
  const subscribe = useCallback((listener: () => void) => {
    const subscription = actor.subscribe(listener);
    return () => subscription.unsubscribe();
  }, [actor]);
  return { form, data, context, stepStatus, step, hiddenSections: hidden, readonlyFields: readonly, submitting, can, peek, send, setData, getData, persist, subscribe };
}

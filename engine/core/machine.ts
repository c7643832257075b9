/**
 * Builds a form's XState v5 machine from its machine.json. The JSON names guards and actions
 * from the closed registry below and passes JSON params; conditions are JSON Schemas over
 * `{ data, context }`, precompiled by codegen and looked up by key, so nothing compiles at run
 * time.
 */
import { assign, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { conditionKey } from './condition-key.ts';
import { applyDerived } from './derived.ts';
import { readPointer, writePointer } from './pointer.ts';
import type { CompiledForm } from './types.ts';
import { validateStep } from './validate.ts';

export type StepStatus = 'Complete' | 'Incomplete';

export interface FormMachineContext {
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  stepStatus: Record<string, StepStatus>;
}

export type FormMachineEvent =
  | { type: 'DATA_CHANGED'; data: Record<string, unknown> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'GO_TO'; step: string };

export interface FormMachineInput {
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
  stepStatus?: Record<string, StepStatus>;
}

/** Guard and action names machine.json may use (the linter checks them). */
export const registryNames = {
  guards: ['dataMatches', 'stepValid', 'formValid'],
  actions: ['setData', 'resetFields', 'markStepComplete', 'markStepIncomplete'],
} as const;

/** Creates the machine for a compiled form. */
export function createFormMachine(form: CompiledForm) {
  const matches = (context: FormMachineContext, schema: object): boolean => {
    const check = form.conditions[conditionKey(schema)];
    if (!check) throw new Error(`Condition not precompiled for form ${form.manifest.id}; run npm run codegen`);
    return check({ data: context.data, context: context.context });
  };
  const stepIsValid = (context: FormMachineContext, stepId: string): boolean => {
    const step = form.steps[stepId];
    if (!step) throw new Error(`Unknown step ${stepId} in form ${form.manifest.id}`);
    return validateStep(step, readPointer(context.data, step.manifest.dataPointer) ?? {}).valid;
  };

  const json = form.machine as Record<string, unknown>;
  const rootOn = (json.on ?? {}) as Record<string, unknown>;
  const dataChanged = rootOn.DATA_CHANGED as { actions?: unknown[] } | undefined;
  const config = {
    ...json,
    context: ({ input }: { input: FormMachineInput }): FormMachineContext => ({
      data: applyDerived(input.data ?? {}, form.manifest.derived),
      context: input.context ?? {},
      stepStatus: input.stepStatus ?? Object.fromEntries(form.manifest.steps.map((step) => [step.id, 'Incomplete' as StepStatus])),
    }),
    on: { ...rootOn, DATA_CHANGED: { actions: ['setData', ...(dataChanged?.actions ?? [])] } },
  };

  return setup({
    types: {} as { context: FormMachineContext; events: FormMachineEvent; input: FormMachineInput },
    guards: {
      dataMatches: ({ context }, params: { schema: object }) => matches(context, params.schema),
      stepValid: ({ context }, params: { step: string }) => stepIsValid(context, params.step),
      formValid: ({ context }) => form.validate(context.data),
    },
    actions: {
      setData: assign(({ event }) =>
        event.type === 'DATA_CHANGED' ? { data: applyDerived(event.data, form.manifest.derived) } : {},
      ),
      resetFields: assign(({ context }, params: { fields: string[]; value?: unknown }) => {
        let data = context.data;
        for (const field of params.fields) if (readPointer(data, field) !== params.value) data = writePointer(data, field, params.value);
        return data === context.data ? {} : { data: applyDerived(data, form.manifest.derived) };
      }),
      markStepComplete: assign(({ context }, params: { step: string }) => ({
        stepStatus: { ...context.stepStatus, [params.step]: 'Complete' as StepStatus },
      })),
      markStepIncomplete: assign(({ context }, params: { step: string }) => ({
        stepStatus: { ...context.stepStatus, [params.step]: 'Incomplete' as StepStatus },
      })),
    },
  }).createMachine(config as never);
}

export type FormMachine = ReturnType<typeof createFormMachine>;
export type FormSnapshot = SnapshotFrom<FormMachine>;

/** The step the machine is on: the id in its `step:<id>` tag. */
export function currentStep(snapshot: { tags: Set<string> }): string | undefined {
  for (const tag of snapshot.tags) if (tag.startsWith('step:')) return tag.slice(5);
  return undefined;
}

/** Whether a manifest section is shown in this state (unconditional sections always are). */
export function isSectionVisible(snapshot: { tags: Set<string> }, section: { id: string; conditional?: boolean }): boolean {
  return !section.conditional || snapshot.tags.has(`section:${section.id}`);
}

export type FormActor = AnyActorRef;

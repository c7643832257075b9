/**
 * Builds a form's XState v5 machine from its machine.json. The JSON names guards and actions
 * from the closed registry below and passes JSON params; conditions are JSON Schemas over
 * `{ data, context }`, precompiled by codegen and looked up by key, so nothing compiles at run
 * time.
 */
import { assign, createActor, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { conditionKey } from './condition-key.ts';
import { copyContextValues, openingSelections } from './context-selection.ts';
import { applyDerived } from './derived.ts';
import { readPointer, writePointer } from './pointer.ts';
import { isConditional, withSectionRules } from './section-rules.ts';
import type { CompiledForm, SectionManifest } from './types.ts';
import { validateStep } from './validate.ts';

export type StepStatus = 'Complete' | 'Incomplete';

export interface FormMachineContext {
  data: Record<string, unknown>;
  /** The data before the last `DATA_CHANGED`, so `resetFieldsOnChange` can see what changed. */
  previousData: Record<string, unknown>;
  context: Record<string, unknown>;
  stepStatus: Record<string, StepStatus>;
}

export type FormMachineEvent =
  | { type: 'DATA_CHANGED'; data: Record<string, unknown> }
  | { type: 'CONTEXT_CHANGED'; context: Record<string, unknown> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'GO_TO'; step: string };

export interface FormMachineInput {
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
  stepStatus?: Record<string, StepStatus>;
}


/** Params of `resetFields`: set each field (a data pointer) to `value` (unset when omitted). */
export interface ResetFieldsParams {
  fields: string[];
  value?: unknown;
}

/** Params of `resetFieldsOnChange`: reset `fields` when any `watch` pointer changed in the last `DATA_CHANGED` (from `from`, when given). */
export interface ResetFieldsOnChangeParams extends ResetFieldsParams {
  watch: string[];
  from?: unknown;
}

/** Params of `copyFromContext`: data pointer -> context pointer (a missing source unsets the field). */
export interface CopyFromContextParams {
  fields: Record<string, string>;
}

const same = (left: unknown, right: unknown): boolean => left === right || JSON.stringify(left) === JSON.stringify(right);

/** A `dataMatches` guard's condition: its schema, or the key codegen filed it under (`runtimeMachine`). */
interface DataMatchesParams {
  schema?: object;
  key?: string;
}

/** Creates the machine for a compiled form. */
export function createFormMachine(form: CompiledForm) {
  const matches = (context: FormMachineContext, params: DataMatchesParams): boolean => {
    const check = form.conditions[params.key ?? conditionKey(params.schema!)];
    if (!check) throw new Error(`Condition not precompiled for form ${form.manifest.id}; run npm run codegen`);
    return check({ data: context.data, context: context.context });
  };
  const stepIsValid = (context: FormMachineContext, stepId: string): boolean => {
    const step = form.steps[stepId];
    if (!step) throw new Error(`Unknown step ${stepId} in form ${form.manifest.id}`);
    return validateStep(step, readPointer(context.data, step.manifest.dataPointer) ?? {}).valid;
  };

  const json = form.runtimeMachine ?? withSectionRules(form.machine, form.manifest);
  const rootOn = (json.on ?? {}) as Record<string, unknown>;
  // The builder stores new data or context first; the form's own actions for the event follow.
  const withStore = (event: string, store: string) => {
    const own = (rootOn[event] as { actions?: unknown } | undefined)?.actions;
    return { actions: [store, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] };
  };
  const derive = (data: Record<string, unknown>, context: Record<string, unknown>) => applyDerived(data, form.manifest.derived, context);
  const reset = (context: FormMachineContext, params: ResetFieldsParams) => {
    let data = context.data;
    for (const field of params.fields) if (readPointer(data, field) !== params.value) data = writePointer(data, field, params.value);
    return data === context.data ? {} : { data: derive(data, context.context) };
  };
  const config = {
    ...json,
    context: ({ input }: { input: FormMachineInput }): FormMachineContext => {
      // What the context's lookups imply for the opening data holds from the first state.
      const opening = openingSelections(form.manifest, input.data ?? {}, input.context ?? {});
      const data = derive(opening.data, opening.context);
      return {
        data,
        previousData: data,
        context: opening.context,
        stepStatus: input.stepStatus ?? Object.fromEntries(form.manifest.steps.map((step) => [step.id, 'Incomplete' as StepStatus])),
      };
    },
    on: { ...rootOn, DATA_CHANGED: withStore('DATA_CHANGED', 'setData'), CONTEXT_CHANGED: withStore('CONTEXT_CHANGED', 'setContext') },
  };

  return setup({
    types: {} as { context: FormMachineContext; events: FormMachineEvent; input: FormMachineInput },
    guards: {
      dataMatches: ({ context }, params: DataMatchesParams) => matches(context, params),
      stepValid: ({ context }, params: { step: string }) => stepIsValid(context, params.step),
      formValid: ({ context }) => form.validate(context.data),
    },
    actions: {
      setData: assign(({ context, event }) =>
        event.type === 'DATA_CHANGED' ? { previousData: context.data, data: derive(event.data, context.context) } : {},
      ),
      setContext: assign(({ context, event }) =>
        event.type === 'CONTEXT_CHANGED' ? { context: event.context, data: derive(context.data, event.context) } : {},
      ),
      resetFields: assign(({ context }, params: ResetFieldsParams) => reset(context, params)),
      resetFieldsOnChange: assign(({ context, event }, params: ResetFieldsOnChangeParams) => {
        if (event.type !== 'DATA_CHANGED') return {};
        const changed = params.watch.some((pointer) => {
          const before = readPointer(context.previousData, pointer);
          return !same(before, readPointer(context.data, pointer)) && (!('from' in params) || same(before, params.from));
        });
        return changed ? reset(context, params) : {};
      }),
      copyFromContext: assign(({ context }, params: CopyFromContextParams) => {
        const data = copyContextValues(context.data, context.context, params.fields);
        return data === context.data ? {} : { data: derive(data, context.context) };
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

const machines = new WeakMap<CompiledForm, FormMachine>();

/**
 * The machine of a compiled form, created once per form: a machine holds no state of its own (each
 * actor does), so every page and dialog of the form shares it. Building it is a good part of a
 * form page's first render (its state nodes, about 10 ms on a desktop); a page can have it built
 * before, while it waits for its data.
 */
export function formMachine(form: CompiledForm): FormMachine {
  let machine = machines.get(form);
  if (!machine) machines.set(form, (machine = createFormMachine(form)));
  return machine;
}
export type FormSnapshot = SnapshotFrom<FormMachine>;

/**
 * Whether a persisted snapshot (e.g. a wizard kept in the tab) fits the form's machine as it is
 * now: one made before the form changed may name states the machine no longer has.
 */
export function fitsFormMachine(form: CompiledForm, snapshot: unknown): boolean {
  const data = (snapshot as { context?: { data?: unknown } } | null)?.context?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  try {
    return createActor(formMachine(form), { snapshot: snapshot as never, input: {} as FormMachineInput }).getSnapshot().status === 'active';
  } catch {
    return false;
  }
}

/** The step the machine is on: the id in its `step:<id>` tag. */
export function currentStep(snapshot: { tags: Set<string> }): string | undefined {
  for (const tag of snapshot.tags) if (tag.startsWith('step:')) return tag.slice(5);
  return undefined;
}

/** Whether a manifest section is shown in this state (unconditional sections always are). */
export function isSectionVisible(snapshot: { tags: Set<string> }, section: Pick<SectionManifest, 'id' | 'conditional' | 'visibleWhen'>): boolean {
  return !isConditional(section) || snapshot.tags.has(`section:${section.id}`);
}

/**
 * Fields the machine's state makes read-only: the data pointers of its `readonly:<pointer>` tags
 * (e.g. `readonly:/admin` while an admin edits their own roles).
 */
export function readonlyFields(snapshot: { tags: Set<string> }): string[] {
  return [...snapshot.tags].filter((tag) => tag.startsWith('readonly:')).map((tag) => tag.slice('readonly:'.length)).sort();
}

/** Ids of the conditional sections this state hides. */
export function hiddenSections(snapshot: { tags: Set<string> }, sections: readonly Pick<SectionManifest, 'id' | 'conditional' | 'visibleWhen'>[]): string[] {
  return sections.filter((section) => !isSectionVisible(snapshot, section)).map((section) => section.id);
}

export type FormActor = AnyActorRef;

/**
 * Conditional UI written once in form.json — sections' `visibleWhen` (with what a section sets,
 * locks or withdraws), `resets` and `copyFromContext` — compiled into the form machine at build
 * time: each conditional section becomes a parallel region `hidden`/`shown` of its step's state,
 * tagged `section:<id>` while shown, guarded by the precompiled condition and its negation. So
 * machine.json keeps the step flow only, and hosts and fixtures read sections as before.
 */
import { expandCondition } from './conditions.ts';
import type { FormCondition, FormManifest, SectionManifest } from './types.ts';

type Config = Record<string, unknown>;
type StateConfig = { tags?: string[]; type?: string; states?: Record<string, unknown>; [key: string]: unknown };

const guard = (schema: Config) => ({ type: 'dataMatches', params: { schema } });

/** The data pointers and value a hidden section resets (its own fields unless it names others). */
export function hiddenReset(section: SectionManifest, dataPointer: string): Config | undefined {
  const rule = section.resetWhenHidden;
  if (!rule) return undefined;
  const fields = rule !== true && rule.fields ? rule.fields : (section.fields ?? []).map((field) => `${dataPointer}/${field}`);
  return { fields, ...(rule !== true && 'value' in rule ? { value: rule.value } : {}) };
}

function region(section: SectionManifest, manifest: FormManifest, dataPointer: string): Config {
  const named = manifest.conditions ?? {};
  const shows = expandCondition(section.visibleWhen as FormCondition, named);
  const shown: Config = {
    tags: [`section:${section.id}`, ...(section.readonlyWhileShown ?? []).map((pointer) => `readonly:${pointer}`)],
    always: { target: 'hidden', guard: guard({ not: shows }) },
  };
  const reset = hiddenReset(section, dataPointer);
  if (reset) (shown.always as Config).actions = [{ type: 'resetFields', params: reset }];
  const sets = Object.entries(section.setWhenShown ?? {});
  if (sets.length) shown.entry = sets.map(([field, value]) => ({ type: 'resetFields', params: { fields: [field], value } }));
  const withdrawals = (section.withdrawWhileHidden ?? []).map((condition) => ({
    guard: guard(expandCondition(condition, named)),
    actions: [{ type: 'resetFields', params: { fields: [String((condition as { field?: unknown }).field)] } }],
  }));
  return { initial: 'hidden', states: { hidden: { always: [{ target: 'shown', guard: guard(shows) }, ...withdrawals] }, shown } };
}

/** Whether a section shows only in some states: it has `visibleWhen`, or machine.json tags it (`conditional`). */
export function isConditional(section: Pick<SectionManifest, 'conditional' | 'visibleWhen'>): boolean {
  return section.conditional === true || section.visibleWhen !== undefined;
}

/** machine.json with each `dataMatches` guard's short `condition` expanded to the `schema` it runs. */
export function withExpandedGuards(node: unknown, manifest: FormManifest): unknown {
  if (Array.isArray(node)) return node.map((item) => withExpandedGuards(item, manifest));
  if (!node || typeof node !== 'object') return node;
  const record = node as Config;
  const params = record.params as Config | undefined;
  if (record.type === 'dataMatches' && params?.condition) {
    const { condition, ...rest } = params;
    return { ...record, params: { ...rest, schema: expandCondition(condition as FormCondition, manifest.conditions ?? {}) } };
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, withExpandedGuards(value, manifest)]));
}

/**
 * The machine config with the form's section rules, resets and context copies compiled in, and
 * its guards' short conditions (`dataMatches` with `condition`) expanded.
 */
export function withSectionRules(source: Config, manifest: FormManifest): Config {
  const machine = withExpandedGuards(source, manifest) as Config;
  const states = { ...((machine.states ?? {}) as Record<string, StateConfig>) };
  for (const [name, state] of Object.entries(states)) {
    const stepTag = state.tags?.find((tag) => tag.startsWith('step:'));
    const step = manifest.steps.find((item) => `step:${item.id}` === stepTag);
    const ruled = (step?.sections ?? []).filter((section) => section.visibleWhen !== undefined);
    if (!ruled.length || state.type === 'final') continue;
    const regions = Object.fromEntries(ruled.map((section) => [`section:${section.id}`, region(section, manifest, step!.dataPointer)]));
    if (state.states && state.type !== 'parallel') throw new Error(`Form ${manifest.id}: step state '${name}' has child states; conditional sections need it atomic or parallel`);
    states[name] = { ...state, type: 'parallel', states: { ...(state.states ?? {}), ...regions } };
  }
  const on = { ...((machine.on ?? {}) as Record<string, { actions?: unknown }>) };
  const withActions = (event: string, added: Config[]) => {
    if (!added.length) return;
    const own = on[event]?.actions;
    on[event] = { ...(on[event] ?? {}), actions: [...added, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] };
  };
  withActions('DATA_CHANGED', (manifest.resets ?? []).map((rule) => ({ type: 'resetFieldsOnChange', params: { watch: rule.when, fields: rule.fields, ...('value' in rule ? { value: rule.value } : {}), ...('from' in rule ? { from: rule.from } : {}) } })));
  withActions('CONTEXT_CHANGED', manifest.copyFromContext ? [{ type: 'copyFromContext', params: { fields: manifest.copyFromContext } }] : []);
  return { ...machine, states, ...(Object.keys(on).length ? { on } : {}) };
}

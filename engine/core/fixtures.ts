/**
 * The fixture runner: a fixture is `{ description, data, context?, events?, expect }`, run through
 * the form's compiled validators and its machine exactly as the browser and server run them.
 */
import { createActor, type Actor } from 'xstate';
import { selectContext, selectedFills } from './context-selection.ts';
import { currentStep, createFormMachine, isSectionVisible, readonlyFields, type FormMachine, type StepStatus } from './machine.ts';
import { openingData } from './prefill.ts';
import { readPointer, writePointer } from './pointer.ts';
import type { CompiledForm, FieldError } from './types.ts';
import { validateFormData, validateStep } from './validate.ts';

export interface Fixture {
  description: string;
  data: Record<string, unknown>;
  context?: Record<string, unknown>;
  /** Validate only this step's data instead of the whole form (error paths stay form-wide). */
  step?: string;
  /** Events sent to the machine after start (e.g. `{ "type": "NEXT" }`). */
  events?: { type: string; [key: string]: unknown }[];
  expect: {
    valid?: boolean;
    /** The exact errors, in any order. */
    errors?: FieldError[];
    /** The step the machine is on after the events. */
    step?: string;
    /** Conditional sections that must be shown (and, if listed in `hiddenSections`, hidden). */
    visibleSections?: string[];
    hiddenSections?: string[];
    /** Values the data must hold after the events (derived values, resets), by pointer; `null` means unset. */
    values?: Record<string, unknown>;
    /** Each step's progress (Complete or Incomplete) after the events. */
    stepStatus?: Record<string, StepStatus>;
    /** The fields the state makes read-only (`readonly:<pointer>` tags, and those a context selection fills), exactly. */
    readonlyFields?: string[];
  };
}

export interface FixtureResult {
  description: string;
  passed: boolean;
  problems: string[];
}

function sameErrors(actual: FieldError[], expected: FieldError[]): string[] {
  const key = (error: FieldError) => `${error.path} ${JSON.stringify(error.message)}`;
  const actualKeys = new Set(actual.map(key));
  const expectedKeys = new Set(expected.map(key));
  return [
    ...[...expectedKeys].filter((item) => !actualKeys.has(item)).map((item) => `missing error ${item}`),
    ...[...actualKeys].filter((item) => !expectedKeys.has(item)).map((item) => `unexpected error ${item}`),
  ];
}

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * What the browser's host does after each change (engine/react `useContextSelections`): the
 * form's context selections whose list the context holds put the chosen item into the context
 * and fill the data they imply. Returns the data pointers they fill, which the host locks.
 */
function followSelections(form: CompiledForm, actor: Actor<FormMachine>): string[] {
  const { data, context } = actor.getSnapshot().context;
  const selections = (form.manifest.contextSelections ?? []).filter((selection) => Array.isArray(readPointer(context, selection.from)));
  if (!selections.length) return [];
  const selected = selectContext(selections, data, context);
  if (selected !== context) actor.send({ type: 'CONTEXT_CHANGED', context: selected });
  const fills = selectedFills(selections, selected);
  const before = actor.getSnapshot().context.data;
  let next = before;
  for (const [pointer, value] of Object.entries(fills)) if (!same(readPointer(next, pointer), value)) next = writePointer(next, pointer, value);
  if (next !== before) actor.send({ type: 'DATA_CHANGED', data: next });
  return Object.keys(fills);
}

/** Runs one fixture and lists every way it differs from its expectation. */
export function runFixture(form: CompiledForm, fixture: Fixture): FixtureResult {
  try {
    return checkFixture(form, fixture);
  } catch (error) {
    // A broken form or fixture (an unknown guard, a condition not compiled, malformed data) fails this fixture, not the run.
    return { description: String(fixture?.description ?? '(no description)'), passed: false, problems: [`cannot run: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

function checkFixture(form: CompiledForm, fixture: Fixture): FixtureResult {
  const problems: string[] = [];
  const context = fixture.context ?? {};
  const data = openingData(form.manifest, context, fixture.data);
  const actor = createActor(createFormMachine(form), { input: { data, context } });
  // An error inside the machine (e.g. an unknown guard) stops the actor; it is this fixture's failure.
  actor.subscribe({ error: () => undefined });
  actor.start();
  let locked = followSelections(form, actor);
  for (const event of fixture.events ?? []) {
    actor.send(event as never);
    locked = followSelections(form, actor);
  }
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') {
    const error = (snapshot as { error?: unknown }).error;
    throw error instanceof Error ? error : new Error(String(error));
  }
  const finalData = snapshot.context.data;

  const step = fixture.step ? form.steps[fixture.step] : undefined;
  if (fixture.step && !step) problems.push(`unknown step ${fixture.step}`);
  const stepResult = step ? validateStep(step, readPointer(finalData, step.manifest.dataPointer) ?? {}) : undefined;
  // Step errors point into the step's data; prefix them so fixtures always name form-wide paths.
  const result = stepResult
    ? { ...stepResult, errors: stepResult.errors.map((error) => ({ ...error, path: `${step!.manifest.dataPointer}${error.path}` })) }
    : validateFormData(form, finalData);

  const { expect } = fixture;
  if (expect.valid !== undefined && expect.valid !== result.valid) {
    problems.push(`expected ${expect.valid ? 'valid' : 'invalid'}, was ${result.valid ? 'valid' : 'invalid'}`);
  }
  if (expect.errors) problems.push(...sameErrors(result.errors, expect.errors));
  else if (expect.valid === true && result.errors.length) problems.push(...result.errors.map((error) => `unexpected error ${error.path} ${JSON.stringify(error.message)}`));
  if (expect.step !== undefined && currentStep(snapshot) !== expect.step) {
    problems.push(`expected step ${expect.step}, was ${currentStep(snapshot) ?? 'none'}`);
  }
  const sections = form.manifest.steps.flatMap((item) => item.sections);
  for (const id of expect.visibleSections ?? []) {
    const section = sections.find((item) => item.id === id);
    if (!section || !isSectionVisible(snapshot, section)) problems.push(`expected section ${id} to be shown`);
  }
  for (const id of expect.hiddenSections ?? []) {
    const section = sections.find((item) => item.id === id);
    if (!section || isSectionVisible(snapshot, section)) problems.push(`expected section ${id} to be hidden`);
  }
  for (const [pointer, value] of Object.entries(expect.values ?? {})) {
    const actual = readPointer(finalData, pointer);
    const unsetAsExpected = value === null && (actual === undefined || actual === null);
    if (!unsetAsExpected && JSON.stringify(actual) !== JSON.stringify(value)) problems.push(`expected ${pointer} = ${JSON.stringify(value)}, was ${JSON.stringify(actual)}`);
  }
  for (const [stepId, status] of Object.entries(expect.stepStatus ?? {})) {
    const actual = snapshot.context.stepStatus[stepId];
    if (actual !== status) problems.push(`expected step ${stepId} ${status}, was ${actual ?? 'unknown'}`);
  }
  if (expect.readonlyFields) {
    const actual = [...new Set([...readonlyFields(snapshot), ...locked])].sort();
    const wanted = [...expect.readonlyFields].sort();
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) problems.push(`expected read-only fields ${JSON.stringify(wanted)}, were ${JSON.stringify(actual)}`);
  }
  actor.stop();
  return { description: fixture.description, passed: problems.length === 0, problems };
}

/**
 * The fixture runner: a fixture is `{ description, data, context?, events?, expect }`, run through
 * the form's compiled validators and its machine exactly as the browser and server run them.
 */
import { createActor } from 'xstate';
import { currentStep, createFormMachine, isSectionVisible, readonlyFields, type StepStatus } from './machine.ts';
import { openingData } from './prefill.ts';
import { readPointer } from './pointer.ts';
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
    /** The fields the state makes read-only (`readonly:<pointer>` tags), exactly. */
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
  for (const event of fixture.events ?? []) actor.send(event as never);
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
    const actual = readonlyFields(snapshot);
    const wanted = [...expect.readonlyFields].sort();
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) problems.push(`expected read-only fields ${JSON.stringify(wanted)}, were ${JSON.stringify(actual)}`);
  }
  actor.stop();
  return { description: fixture.description, passed: problems.length === 0, problems };
}

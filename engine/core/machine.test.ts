import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFormMachine, formMachine, currentStep, hiddenSections, isSectionVisible, readonlyFields } from './machine.ts';
import { compileTestForm } from './test-form.ts';
import { withConditionKeys } from './condition-key.ts';
import { withSectionRules } from './section-rules.ts';

const form = compileTestForm();
const refund = form.manifest.steps[1].sections[1];
const costSections = form.manifest.steps[1].sections;

function start(data: Record<string, unknown> = {}) {
  return createActor(createFormMachine(form), { input: { data, context: {} } }).start();
}

describe('formMachine', () => {
  it("is built once per form and shared: each actor keeps its own state", () => {
    const other = compileTestForm();
    expect(formMachine(form)).toBe(formMachine(form));
    expect(formMachine(other)).not.toBe(formMachine(form));
    const first = createActor(formMachine(form), { input: { data: { details: {} }, context: {} } }).start();
    const second = createActor(formMachine(form), { input: { data: { details: { reason: 'Moved' } }, context: {} } }).start();
    second.send({ type: 'NEXT' });
    expect(currentStep(first.getSnapshot())).toBe('details');
    expect(currentStep(second.getSnapshot())).toBe('cost');
  });
});

describe('createFormMachine', () => {
  it('stays on a step whose data is invalid and moves on, marking it complete, when valid', () => {
    const actor = start({ details: {} });
    actor.send({ type: 'NEXT' });
    expect(currentStep(actor.getSnapshot())).toBe('details');
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'Moved' } } });
    actor.send({ type: 'NEXT' });
    expect(currentStep(actor.getSnapshot())).toBe('cost');
    expect(actor.getSnapshot().context.stepStatus).toEqual({ details: 'Complete', cost: 'Incomplete' });
  });

  it('derives the difference on each change and shows the refund section only while it is negative', () => {
    const actor = start({ details: { reason: 'x' }, cost: { currentCost: 200000 } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'x' }, cost: { currentCost: 200000, newCost: 150000.1 } } });
    let snapshot = actor.getSnapshot();
    expect(snapshot.context.data).toMatchObject({ cost: { difference: -49999.9 } });
    expect(isSectionVisible(snapshot, refund)).toBe(true);

    actor.send({ type: 'DATA_CHANGED', data: { ...snapshot.context.data, cost: { ...(snapshot.context.data.cost as object), refundBsb: '123-456' } } });
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'x' }, cost: { currentCost: 200000, newCost: 250000, refundBsb: '123-456' } } });
    snapshot = actor.getSnapshot();
    expect(isSectionVisible(snapshot, refund)).toBe(false);
    expect(snapshot.context.data).toEqual({ details: { reason: 'x' }, cost: { currentCost: 200000, newCost: 250000, difference: 50000, refundBsb: undefined } });
  });

  it('shows a section by its form.json rule: it forces and locks a field while shown and resets its own field when hidden', () => {
    const actor = start({ details: { reason: 'x' }, cost: { currentCost: 100, newCost: 200, paymentOption: 'Now' } });
    actor.send({ type: 'NEXT' });
    expect(hiddenSections(actor.getSnapshot(), costSections)).toEqual(['refund', 'large-cost']);
    expect(readonlyFields(actor.getSnapshot())).toEqual([]);

    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'x' }, cost: { currentCost: 100, newCost: 1000000, paymentOption: 'Now', largeCostReason: 'Tower' } } });
    let snapshot = actor.getSnapshot();
    expect(hiddenSections(snapshot, costSections)).toEqual(['refund']);
    expect(readonlyFields(snapshot)).toEqual(['/cost/paymentOption']);
    expect(snapshot.context.data.cost).toMatchObject({ paymentOption: 'Review', largeCostReason: 'Tower' });

    actor.send({ type: 'DATA_CHANGED', data: { ...snapshot.context.data, cost: { ...(snapshot.context.data.cost as object), newCost: 999999.99 } } });
    snapshot = actor.getSnapshot();
    expect(hiddenSections(snapshot, costSections)).toEqual(['refund', 'large-cost']);
    expect(readonlyFields(snapshot)).toEqual([]);
    expect(snapshot.context.data.cost).toMatchObject({ paymentOption: 'Review', largeCostReason: undefined });
  });

  it('resets a field when a watched field changes, and only then', () => {
    const actor = start({ details: { reason: 'x' }, cost: { currentCost: 100, newCost: 200, confirmed: true } });
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'y' }, cost: { currentCost: 100, newCost: 200, confirmed: true } } });
    expect(actor.getSnapshot().context.data.cost).toMatchObject({ confirmed: true });
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'y' }, cost: { currentCost: 100, newCost: 300, confirmed: true } } });
    expect(actor.getSnapshot().context.data.cost).toMatchObject({ confirmed: undefined });
  });

  it('resets on a change from a given value only, when the rule names one (`from`)', () => {
    const fromReason = { ...form, runtimeMachine: undefined, manifest: { ...form.manifest, resets: [{ when: ['/details/reason'], from: 'x', fields: ['/cost/confirmed'] }] } };
    const actor = createActor(createFormMachine(fromReason), { input: { data: { details: { reason: 'w' }, cost: { confirmed: true } }, context: {} } }).start();
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'x' }, cost: { confirmed: true } } });
    expect(actor.getSnapshot().context.data.cost).toMatchObject({ confirmed: true });
    actor.send({ type: 'DATA_CHANGED', data: { details: { reason: 'y' }, cost: { confirmed: true } } });
    expect(actor.getSnapshot().context.data.cost).toMatchObject({ confirmed: undefined });
  });

  it('marks a step incomplete on Back', () => {
    const actor = start({ details: { reason: 'x' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(currentStep(actor.getSnapshot())).toBe('details');
    expect(actor.getSnapshot().context.stepStatus.cost).toBe('Incomplete');
  });

  it('refuses a condition that codegen did not precompile', () => {
    const broken = { ...form, conditions: {} };
    const actor = createActor(createFormMachine(broken), { input: { data: { details: { reason: 'x' } } } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'NEXT' });
    expect(String(errors[0])).toMatch(/Condition not precompiled/);
  });

  it("runs codegen's runtime machine when the form has one: the section rules compiled in, each guard by its condition's key", () => {
    const runtimeMachine = withConditionKeys(withSectionRules(form.machine, form.manifest)) as Record<string, unknown>;
    const prebuilt = { ...form, machine: {}, runtimeMachine };
    const actor = createActor(createFormMachine(prebuilt), { input: { data: { details: { reason: 'x' }, cost: { currentCost: 100, newCost: 1000000 } } } }).start();
    actor.send({ type: 'NEXT' });
    expect(currentStep(actor.getSnapshot())).toBe('cost');
    expect(hiddenSections(actor.getSnapshot(), costSections)).toEqual(['refund']);
    expect(readonlyFields(actor.getSnapshot())).toEqual(['/cost/paymentOption']);
  });
});

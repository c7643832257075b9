/**
 * Path tests of every catalog machine, driven by the form's fixtures (guarded branches are taken
 * only with data that satisfies them): every step is reached, and every guarded NEXT, BACK and
 * SUBMIT transition is taken by at least one fixture's events. Built with xstate/graph.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { createFormMachine, currentStep } from '../../engine/core/machine.ts';
import { openingData } from '../../engine/core/prefill.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';

const FLOW_EVENTS = new Set(['NEXT', 'BACK', 'SUBMIT']);
const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms'));

interface Branch {
  transition: object;
  name: string;
}

/** Every guarded flow transition of the machine, named by its state, event and guard. */
function guardedBranches(machine: AnyStateMachine): Branch[] {
  return getStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()]
      .filter(([event]) => FLOW_EVENTS.has(event))
      .flatMap(([event, list]) =>
        list.filter((item) => item.guard).map((item, index) => ({ transition: item, name: `${node.id} ${event} #${index + 1} (${typeof item.guard === 'object' ? (item.guard as { type?: string }).type : 'guard'})` })),
      ),
  );
}

describe.each(forms.map((entry) => [entry.id, entry] as const))('machine paths of %s', (id, entry) => {
  it('reaches every step and takes every guarded branch through its fixtures', async () => {
    const form = await loadForm(id);
    const machine = createFormMachine(form) as unknown as AnyStateMachine;
    const taken = new Set<object>();
    const reached = new Set<string | undefined>();
    for (const { fixture } of entry.fixtures) {
      const context = fixture.context ?? {};
      let [snapshot] = initialTransition(machine, { data: openingData(form.manifest, context, fixture.data), context });
      reached.add(currentStep(snapshot));
      for (const event of fixture.events ?? []) {
        if (FLOW_EVENTS.has(event.type)) for (const item of machine.getTransitionData(snapshot as never, event as never)) taken.add(item);
        [snapshot] = transition(machine, snapshot, event as never);
        reached.add(currentStep(snapshot));
      }
    }
    const untaken = guardedBranches(machine).filter((branch) => !taken.has(branch.transition)).map((branch) => branch.name);
    expect(untaken, `guarded branches no fixture takes in ${id}`).toEqual([]);
    expect(form.manifest.steps.map((step) => step.id).filter((step) => !reached.has(step)), `steps no fixture reaches in ${id}`).toEqual([]);
  });
});

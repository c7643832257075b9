import { describe, expect, it } from 'vitest';
import { machineGraph } from './machine-graph.ts';

const machine = {
  initial: 'first',
  states: {
    first: { tags: ['step:one'], on: { NEXT: { target: 'second', guard: { type: 'stepValid' } } } },
    second: { tags: ['step:two'], on: { BACK: 'first', SUBMIT: [{ target: 'done', guard: 'formValid' }, { target: 'first' }] } },
    done: { type: 'final' },
    orphan: { tags: ['step:three'], on: { NEXT: 'done' } },
  },
};

describe('machineGraph', () => {
  it('lists the states with their steps and flags the ones no transition reaches', () => {
    const graph = machineGraph(machine);
    expect(graph.states).toEqual([
      { id: 'first', step: 'one', final: false, reachable: true },
      { id: 'second', step: 'two', final: false, reachable: true },
      { id: 'done', step: undefined, final: true, reachable: true },
      { id: 'orphan', step: 'three', final: false, reachable: false },
    ]);
  });

  it('lists every transition with its event and guard, string and list forms alike', () => {
    expect(machineGraph(machine).transitions).toEqual([
      { from: 'first', to: 'second', event: 'NEXT', guard: 'stepValid' },
      { from: 'second', to: 'first', event: 'BACK', guard: undefined },
      { from: 'second', to: 'done', event: 'SUBMIT', guard: 'formValid' },
      { from: 'second', to: 'first', event: 'SUBMIT', guard: undefined },
      { from: 'orphan', to: 'done', event: 'NEXT', guard: undefined },
    ]);
  });

  it('says nothing of a config that is not a machine', () => {
    expect(machineGraph(null)).toEqual({ initial: undefined, states: [], transitions: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { testMachine } from '../../engine/core/test-form.ts';
import { fileMetaProblems } from './file-meta-checks.ts';

const ui = { 'ui:order': ['details', 'cost'], details: { reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } }, cost: { newCost: { 'ui:widget': 'money' } } };
const fixture = { description: 'Too low', data: { details: { reason: 'x' } }, events: [{ type: 'NEXT' }], expect: { valid: false, step: 'cost', errors: [{ path: '/cost/newCost', message: 'A message the check does not read.' }] } };
const problems = (change: Partial<Parameters<typeof fileMetaProblems>[0]>) => fileMetaProblems({ ui, machine: testMachine, fixtures: [{ name: 'too-low', fixture }], ...change });

describe('catalog lint of ui.json, machine.json and fixtures against their meta-schemas', () => {
  it('passes well-formed files', () => {
    expect(problems({})).toEqual([]);
  });

  it('names an unknown widget or ui key in ui.json at its pointer', () => {
    const wrong = { ...ui, details: { reason: { 'ui:widget': 'slider', 'ui:widgit': 'text' } } };
    expect(problems({ ui: wrong }).sort()).toEqual([
      expect.stringMatching(/^ui\.json#\/details\/reason\/ui:widget: must be one of "text", /),
      'ui.json#/details/reason/ui:widgit: unknown key',
    ]);
  });

  it('refuses markdown in descriptions and help, which the engine shows as plain text', () => {
    const markdown = { ...ui, details: { reason: { 'ui:widget': 'textarea', 'ui:options': { enableMarkdownInDescription: true, enableMarkdownInHelp: true } } } };
    expect(problems({ ui: markdown }).sort()).toEqual([
      expect.stringMatching(/^ui\.json#\/details\/reason\/ui:options\/enableMarkdownInDescription: must be equal to constant/),
      expect.stringMatching(/^ui\.json#\/details\/reason\/ui:options\/enableMarkdownInHelp: must be equal to constant/),
    ]);
  });

  it('names an unknown guard, action or state key in machine.json', () => {
    const machine = structuredClone(testMachine) as Record<string, any>;
    machine.states.details.on.NEXT.guard.type = 'stepIsValid';
    machine.states.details.on.NEXT.actions[0].type = 'markDone';
    machine.states.details.tag = ['x'];
    expect(problems({ machine })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^machine\.json#\/states\/details\/on\/NEXT\/guard\/type: must be one of "dataMatches", /),
        expect.stringMatching(/^machine\.json#\/states\/details\/on\/NEXT\/actions\/0\/type: must be one of "setData", /),
        'machine.json#/states/details/tag: unknown key',
      ]),
    );
  });

  it('names a misspelt expectation of a fixture, under the fixture name', () => {
    const misspelt = { ...fixture, expect: { ...fixture.expect, erors: [] } };
    expect(problems({ fixtures: [{ name: 'too-low', fixture: misspelt }] })).toEqual(['fixtures/too-low/expect/erors: unknown key']);
    expect(problems({ fixtures: [{ name: 'bare', fixture: { data: {} } }] })).toEqual([
      "fixtures/bare: must have required property 'description'; must have required property 'expect'",
    ]);
  });
});

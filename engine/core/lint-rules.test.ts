import { describe, expect, it } from 'vitest';
import { lintRules, type RulesLintInput } from './lint-rules.ts';
import type { FormManifest } from './types.ts';

const fields = new Set(['/a', '/a/flag', '/a/note', '/a/choice', '/a/locked', '/total']);
const fieldExists = (pointer: string) => fields.has(pointer);
const checkSchema = (at: string, schema: object) => ('properties' in schema ? [] : [`${at}: raw schema checked`]);

const manifest: FormManifest = {
  id: 'rules-lint',
  version: 1,
  title: 'Rules lint',
  audience: 'Any',
  context: ['organisation'],
  conditions: { flagged: { field: '/a/flag', equals: true }, company: { context: '/organisation/entityType', in: ['Company'] } },
  steps: [
    {
      id: 'one',
      title: 'One',
      dataPointer: '/a',
      submitWhen: { ref: 'company' },
      sections: [
        { id: 'plain', fields: ['flag'] },
        {
          id: 'note',
          fields: ['note'],
          visibleWhen: { allOf: [{ ref: 'flagged' }, { not: { field: '/total', maximum: 0 } }] },
          resetWhenHidden: true,
          setWhenShown: { '/a/choice': 'forced' },
          readonlyWhileShown: ['/a/locked'],
          withdrawWhileHidden: [{ field: '/a/choice', equals: 'big' }],
          hiddenValueMessage: 'Not for you.',
        },
      ],
    },
  ],
  resets: [{ when: ['/total'], fields: ['/a/choice'] }],
  copyFromContext: { '/a/note': '/organisation/name' },
};

const input: RulesLintInput = { manifest, machine: {}, fieldExists, checkSchema };
const withSection = (section: Record<string, unknown>, extra: Partial<FormManifest> = {}): RulesLintInput => ({
  ...input,
  manifest: { ...manifest, ...extra, steps: [{ ...manifest.steps[0], sections: [...manifest.steps[0].sections, { id: 'x', ...section }] }] },
});

describe('lintRules', () => {
  it('passes rules whose conditions, fields, contexts and named conditions all resolve', () => {
    expect(lintRules(input)).toEqual([]);
  });

  it('names a condition on a missing field, an undeclared context or a context field its shape lacks', () => {
    const problems = lintRules(withSection({ visibleWhen: { anyOf: [{ field: '/a/nope', equals: 1 }, { context: '/project/projectNumber', filled: true }, { context: '/organisation/entityTipe', equals: 'x' }] } }));
    expect(problems).toEqual([
      "form.json/steps/0/sections/2/visibleWhen/anyOf/0: no field '/a/nope'",
      "form.json/steps/0/sections/2/visibleWhen/anyOf/1/context: '/project/projectNumber' is not in a declared context (organisation)",
      "form.json/steps/0/sections/2/visibleWhen/anyOf/2/context: '/organisation/entityTipe' names no field of the organisation context (schemas/context.json)",
    ]);
  });

  it('names a misspelt test, a malformed combinator and a raw schema to check', () => {
    const problems = lintRules(withSection({ visibleWhen: { allOf: [{ field: '/a/flag', equal: true }, { anyOf: [] }, { not: { field: '/a/flag' }, ref: 'flagged' }, { schema: {} }] } }));
    expect(problems).toEqual([
      'form.json/steps/0/sections/2/visibleWhen/allOf/0/equal: unknown test (known: equals, in, filled, minimum, exclusiveMinimum, maximum, exclusiveMaximum)',
      'form.json/steps/0/sections/2/visibleWhen/allOf/1/anyOf: not a non-empty list of conditions',
      'form.json/steps/0/sections/2/visibleWhen/allOf/2: not a condition (one of field, context, allOf, anyOf, not, ref, schema)',
      'form.json/steps/0/sections/2/visibleWhen/allOf/3/schema: raw schema checked',
    ]);
  });

  it('names a reference to a missing named condition, a cycle and an unused named condition', () => {
    const problems = lintRules({
      ...withSection({ visibleWhen: { ref: 'flaged' } }),
      manifest: { ...withSection({ visibleWhen: { ref: 'flaged' } }).manifest, conditions: { ...manifest.conditions, loop: { not: { ref: 'loop' } }, spare: { field: '/a/flag' } } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "form.json/steps/0/sections/2/visibleWhen/ref: no condition 'flaged' in conditions",
        'form.json/conditions/loop: refers to itself (through ref)',
        'form.json/conditions/spare: used by no rule (refer to it with { "ref": "spare" })',
      ]),
    );
    expect(problems).not.toContain('form.json/conditions/loop: used by no rule (refer to it with { "ref": "loop" })');
    expect(lintRules({ ...input, manifest: { ...manifest, conditions: { ...manifest.conditions, spare: { field: '/a/flag' } } }, usedBySchema: ['spare'] })).toEqual([]);
  });

  it('names section rules on missing fields, and rules on a section that is never hidden', () => {
    expect(lintRules(withSection({ visibleWhen: { ref: 'flagged' }, resetWhenHidden: { fields: ['/a/gone'] }, setWhenShown: { '/a/gone': 1 }, readonlyWhileShown: ['/gone'], withdrawWhileHidden: [{ not: { field: '/a/choice' } }] }))).toEqual([
      "form.json/steps/0/sections/2/resetWhenHidden/fields/0: no field '/a/gone'",
      "form.json/steps/0/sections/2/setWhenShown: no field '/a/gone'",
      "form.json/steps/0/sections/2/readonlyWhileShown/0: no field '/gone'",
      'form.json/steps/0/sections/2/withdrawWhileHidden/0: must test a field (the field it unsets)',
    ]);
    expect(lintRules(withSection({ fields: ['note'], resetWhenHidden: true, readonlyWhileShown: ['/a/locked'] }))).toEqual([
      'form.json/steps/0/sections/2/resetWhenHidden: the section has no visibleWhen, so it is never hidden and this never applies',
      'form.json/steps/0/sections/2/readonlyWhileShown: the section has no visibleWhen, so it is never hidden and this never applies',
    ]);
    expect(lintRules(withSection({ visibleWhen: { ref: 'flagged' }, resetWhenHidden: true, hiddenValueMessage: 'x' }))).toEqual([
      'form.json/steps/0/sections/2/resetWhenHidden: the section has no fields to reset (name them in fields)',
      'form.json/steps/0/sections/2/hiddenValueMessage: the section has no fields that could hold a value',
    ]);
  });

  it('names two conditional sections with one id, resets and context copies on missing fields, and short machine conditions', () => {
    const problems = lintRules({
      ...withSection({ id: 'note', visibleWhen: { ref: 'flagged' } }, { resets: [{ when: [], fields: ['/a/gone'] }, { when: ['/nope'], fields: [] }], copyFromContext: { '/b': '/organisation/name' } }),
      machine: { states: { one: { always: { guard: { type: 'dataMatches', params: { condition: { field: '/missing', equals: 1 } } } } } } },
    });
    expect(problems).toEqual([
      "form.json/steps/0/sections/2/id: another section is also 'note' (its visibility would be shared)",
      "machine.json/states/one/always/guard/params/condition: no field '/missing'",
      'form.json/resets/0/when: watches no field',
      "form.json/resets/0/fields/0: no field '/a/gone'",
      "form.json/resets/1/when/0: no field '/nope'",
      "form.json/copyFromContext/b: no field '/b'",
    ]);
  });
  it("checks a step's saveBeforeNext and its embed: a known capability, conditions on existing fields", () => {
    const step = manifest.steps[0];
    const embedded = (extra: Partial<typeof step>): RulesLintInput => ({ ...input, manifest: { ...manifest, steps: [{ ...step, ...extra }] } });
    expect(lintRules(embedded({ saveBeforeNext: { ref: 'flagged' }, embed: { capability: 'cardPayment', form: 'card-form', when: { field: '/a/flag', equals: true } } }))).toEqual([]);
    expect(lintRules(embedded({ saveBeforeNext: { field: '/a/gone', equals: 1 }, embed: { capability: 'cashPayment' as never, form: 'card-form', when: { field: '/a/nope', equals: true }, amount: '/a/owed' } }))).toEqual([
      "form.json/steps/0/saveBeforeNext: no field '/a/gone'",
      "form.json/steps/0/embed/capability: no host capability 'cashPayment' (known: cardPayment)",
      "form.json/steps/0/embed/when: no field '/a/nope'",
      "form.json/steps/0/embed/amount: no field '/a/owed'",
    ]);
    expect(lintRules(embedded({ embed: { capability: 'cardPayment', form: 'card-form', when: true, amount: '/a/flag' } }))).toEqual([]);
  });
});

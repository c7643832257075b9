import { describe, expect, it } from 'vitest';
import type { FormFiles } from '../../engine/core/form-files.ts';
import { compileTestForm, testMachine, testManifest } from '../../engine/core/test-form.ts';
import { publishable, type StudioChecks } from './draft-checks.ts';
import { TYPES_CHANGED, typeChanges, typesOf } from './type-check.ts';

const live: FormFiles = { form: testManifest, schema: compileTestForm().schema, ui: {}, machine: testMachine, fixtures: {} };
const FORM_ID = testManifest.id;

/** The live files with the schema edited. */
function edited(edit: (schema: Record<string, any>) => void): FormFiles {
  const files = structuredClone(live);
  edit(files.schema);
  return files;
}

describe('the publish gate on generated TypeScript types', () => {
  it('emits the data types without wording: no titles, descriptions or messages', async () => {
    const types = await typesOf(FORM_ID, edited((schema) => {
      schema.properties.cost.properties.newCost.title = 'A title to leave out';
      schema.properties.cost.properties.newCost.description = 'A description to leave out';
    }));
    expect(types).toContain('newCost: number;');
    expect(types).not.toMatch(/title to leave out|description to leave out|Cost of work should be/);
  });

  it('passes a reworded message, title or description: the types stay the same', async () => {
    const reworded = edited((schema) => {
      const cost = schema.properties.cost;
      cost.properties.newCost.errorMessage.minimum = 'The cost of work must be at least $1.';
      cost.errorMessage.required.newCost = 'Enter the cost of work.';
      cost.properties.newCost.title = 'New cost of work';
      schema.properties.details.description = 'Why the change is asked for.';
    });
    expect(await typeChanges(FORM_ID, live, reworded)).toEqual([]);
  });

  it('passes a widening the live data still fits: a new optional field, one more choice', async () => {
    const added = edited((schema) => {
      schema.properties.details.properties.note = { type: 'string' };
    });
    expect(await typesOf(FORM_ID, added)).toContain('note?: string;');
    expect(await typeChanges(FORM_ID, live, added)).toEqual([]);

    const widened = edited((schema) => {
      schema.properties.cost.properties.paymentOption.enum.push('Later');
    });
    expect(await typesOf(FORM_ID, widened)).toContain('"Later"');
    expect(await typeChanges(FORM_ID, live, widened)).toEqual([]);
  });

  it('blocks a choice removed or a type changed, with the compiler’s reason and both types to compare', async () => {
    const narrowed = edited((schema) => {
      schema.properties.cost.properties.paymentOption.enum.pop();
    });
    const [change] = await typeChanges(FORM_ID, live, narrowed);
    expect(change.message.startsWith(TYPES_CHANGED)).toBe(true);
    expect(change.message).toMatch(/not assignable/);
    expect(change.live).not.toEqual(change.draft);

    const retyped = edited((schema) => {
      schema.properties.cost.properties.newCost.type = 'string';
    });
    const [other] = await typeChanges(FORM_ID, live, retyped);
    expect(other.message).toMatch(/not assignable/);
    expect(other.draft).toContain('newCost: string;');
    const checks: StudioChecks = { lint: [], fixtures: { passed: 1, failed: 0, results: [] }, breaking: [], types: [other] };
    expect(publishable(checks)).toBe(false);
    expect(publishable({ ...checks, types: [] })).toBe(true);
  });

  it('holds a form with no live revision to nothing', async () => {
    expect(await typeChanges(FORM_ID, undefined, live)).toEqual([]);
  });
});

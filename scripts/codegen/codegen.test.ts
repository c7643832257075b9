import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema, stepSchema } from './bundle-schema.ts';
import { compileConditions, compileRjsfValidators } from './compile-validators.ts';
import { conditionKey } from '../../engine/core/condition-key.ts';
import { expandCondition } from '../../engine/core/conditions.ts';
import { emitForm } from './emit-form.ts';

function writeTree(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'codegen-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), JSON.stringify(content));
  }
  return dir;
}

describe('bundleSchema', () => {
  const dir = writeTree({
    'schemas/phone.json': { $id: 'x/phone.json', type: 'string', format: 'au-phone', errorMessage: 'Shared phone message' },
    'schemas/contact.json': { $id: 'x/contact.json', type: 'object', properties: { phone: { $ref: 'phone.json' } } },
    'forms/f/schema.json': {
      $id: 'x/f.json',
      type: 'object',
      properties: {
        owner: { $ref: '../../schemas/contact.json' },
        office: { $ref: '../../schemas/phone.json' },
        business: { $ref: '../../schemas/phone.json', errorMessage: 'A business phone, please.' },
        step: { type: 'object', properties: { phone: { $ref: '../../schemas/phone.json' } } },
      },
    },
  });
  const bundled = bundleSchema(join(dir, 'forms/f/schema.json'));

  it('turns file refs into local $defs, once per file, without $id', () => {
    expect(bundled.$id).toBeUndefined();
    expect(bundled.properties.owner).toEqual({ $ref: '#/$defs/contact' });
    expect(bundled.properties.office).toEqual({ $ref: '#/$defs/phone' });
    expect(bundled.$defs.contact.properties.phone).toEqual({ $ref: '#/$defs/phone' });
    expect(bundled.$defs.phone).toEqual({ type: 'string', format: 'au-phone', errorMessage: 'Shared phone message' });
  });

  it('inlines a shared definition where a form overrides its message', () => {
    expect(bundled.properties.business).toEqual({ type: 'string', format: 'au-phone', errorMessage: 'A business phone, please.' });
  });

  it('refines a shared definition it inlines for its messages keyword by keyword at every depth, keeping what the form does not override', () => {
    const tree = writeTree({
      'schemas/files.json': {
        $id: 'x/files.json',
        type: 'array',
        maxItems: 10,
        items: { type: 'object', properties: { name: { type: 'string', pattern: 'any', errorMessage: { pattern: 'Shared' } }, size: { type: 'integer', minimum: 1 } }, required: ['name', 'size'] },
      },
      'forms/j/schema.json': { type: 'object', properties: { claim: { $ref: '../../schemas/files.json', maxItems: 1, errorMessage: { maxItems: 'One file' }, items: { properties: { name: { pattern: 'csv' } } } } } },
    });
    expect(bundleSchema(join(tree, 'forms/j/schema.json')).properties.claim).toEqual({
      type: 'array',
      maxItems: 1,
      errorMessage: { maxItems: 'One file' },
      items: { type: 'object', properties: { name: { type: 'string', pattern: 'csv', errorMessage: { pattern: 'Shared' } }, size: { type: 'integer', minimum: 1 } }, required: ['name', 'size'] },
    });
  });

  it("puts a form.json condition where an if names it, over the data alone, marked for the linter", () => {
    const conditions = { big: { field: '/total', minimum: 10 }, moded: { context: '/mode', equals: 'x' } };
    const form = writeTree({
      'forms/g/form.json': { id: 'g', conditions },
      'forms/g/schema.json': { type: 'object', properties: { total: { type: 'number' } }, if: { condition: 'big' }, then: { required: ['total'] }, allOf: [{ if: { not: { condition: 'big' } }, then: {} }] },
      'forms/h/form.json': { id: 'h', conditions },
      'forms/h/schema.json': { allOf: [{ if: { not: { condition: 'moded' } } }] },
      'forms/i/form.json': { id: 'i' },
      'forms/i/schema.json': { if: { condition: 'nothing' } },
    });
    const big = { $comment: 'form.json conditions/big', properties: { total: { type: 'number', minimum: 10 } }, required: ['total'] };
    const bundled = bundleSchema(join(form, 'forms/g/schema.json'));
    expect(bundled.if).toEqual(big);
    expect(bundled.allOf?.[0]).toEqual({ if: { not: big }, then: {} });
    expect(() => bundleSchema(join(form, 'forms/h/schema.json'))).toThrow(/condition 'moded' of an if: Condition on the context/);
    expect(() => bundleSchema(join(form, 'forms/i/schema.json'))).toThrow(/names condition 'nothing', which form.json conditions does not have/);
  });

  it('cuts a step schema out with the shared definitions', () => {
    expect(stepSchema(bundled, '/step')).toEqual({ type: 'object', properties: { phone: { $ref: '#/$defs/phone' } }, $defs: bundled.$defs });
  });
});

describe('compiled validator modules', () => {
  it('are ES modules that import formats and export the validators, with no require or eval', () => {
    const { code, rootKey } = compileRjsfValidators({ type: 'object', properties: { d: { type: 'string', format: 'date' } } }, '../formats.ts');
    expect(code).toMatch(/^import \* as __module0 from "\.\.\/formats\.ts";/);
    expect(code).toContain(`export const validateFns = {\n  "${rootKey}": validate`);
    expect(code).not.toMatch(/\brequire\(|\bexports\[|new Function|\beval\(/);
  });

  it('compile machine conditions under their keys', () => {
    const code = compileConditions({ c1234: { properties: { data: { required: ['x'] } } } }, '../formats.ts');
    expect(code).toMatch(/export const conditions = \{\n {2}"c1234": validate\d+,\n\};/);
  });
});

describe('emitForm', () => {
  it('precompiles the conditions of section rules, named conditions and short machine guards', async () => {
    const dir = writeTree({ 'forms/f/schema.json': { type: 'object', properties: { kind: { type: 'string' }, extra: { type: 'string' } } } });
    const named = { isB: { field: '/kind', equals: 'b' } };
    const visibleWhen = { anyOf: [{ ref: 'isB' }, { context: '/mode', in: ['strict'] }] };
    const guard = { field: '/kind', filled: true };
    const files = await emitForm({
      id: 'f',
      folder: join(dir, 'forms/f'),
      schemaFile: join(dir, 'forms/f/schema.json'),
      schema: {},
      uiSchema: {},
      fixtures: [],
      manifest: {
        id: 'f',
        version: 1,
        title: 'F',
        audience: 'Any',
        conditions: named,
        steps: [{ id: 'one', title: 'One', dataPointer: '', sections: [{ id: 'extra', fields: ['extra'], visibleWhen, resetWhenHidden: true }] }],
      },
      machine: { id: 'f', initial: 'one', states: { one: { tags: ['step:one'], on: { NEXT: { guard: { type: 'dataMatches', params: { condition: guard } } } } } } },
    });
    const shows = expandCondition(visibleWhen, named);
    for (const schema of [shows, { not: shows }, expandCondition(guard)]) expect(files['conditions.gen.ts']).toContain(`"${conditionKey(schema)}": validate`);
    expect(files['conditions.gen.ts']).not.toMatch(/new Function|\beval\(/);

    // The machine as it runs: the section compiled in as a region, each guard naming its precompiled condition.
    const runtime = JSON.parse(/\n {2}runtimeMachine: (.*),\n/.exec(files['index.gen.ts'])![1]);
    expect(runtime.states.one.type).toBe('parallel');
    expect(runtime.states.one.states['section:extra'].states.hidden.always[0].guard).toEqual({ type: 'dataMatches', params: { key: conditionKey(shows) } });
    expect(runtime.states.one.on.NEXT.guard).toEqual({ type: 'dataMatches', params: { key: conditionKey(expandCondition(guard)) } });
    expect(JSON.stringify(runtime)).not.toContain('"schema"');
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema, stepSchema } from './bundle-schema.ts';
import { compileConditions, compileRjsfValidators } from './compile-validators.ts';

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
        business: { $ref: '../../schemas/phone.json', errorMessage: 'Please provide a valid phone number e.g., mobile phone or landline.' },
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
    expect(bundled.properties.business).toEqual({ type: 'string', format: 'au-phone', errorMessage: 'Please provide a valid phone number e.g., mobile phone or landline.' });
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

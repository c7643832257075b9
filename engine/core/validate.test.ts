import { describe, expect, it } from 'vitest';
import { createCatalogAjv } from './ajv-options.ts';
import type { CompiledValidate } from './types.ts';
import { runValidate } from './validate.ts';

const ticks = {
  type: 'object',
  properties: {
    agreed: { type: 'boolean', const: true, errorMessage: 'Please agree.' },
    signed: { type: 'boolean', const: true, errorMessage: 'Please sign.' },
  },
  required: ['agreed', 'signed'],
  errorMessage: { required: { agreed: 'Please agree.', signed: 'Please sign.' } },
};

const schema = {
  type: 'object',
  $defs: { ticks },
  properties: {
    name: { type: 'string' },
    ticks: { $ref: '#/$defs/ticks' },
    address: {
      type: 'object',
      properties: { line1: { type: 'string' }, kept: { type: 'boolean' } },
      required: ['line1'],
      errorMessage: { required: { line1: 'Line 1 is missing.' } },
    },
  },
  required: ['name', 'ticks', 'address'],
  errorMessage: { required: { name: 'Name, please.', ticks: 'Please agree.', address: 'Please provide an address.' } },
};

const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;

describe('runValidate', () => {
  it('reports every box of an absent group of tick boxes at once, not only the one its required message names', () => {
    expect(runValidate(validate, {}, schema)).toEqual({
      valid: false,
      errors: [
        { path: '/name', message: 'Name, please.' },
        { path: '/ticks/agreed', message: 'Please agree.' },
        { path: '/ticks/signed', message: 'Please sign.' },
        { path: '/address', message: 'Please provide an address.' },
      ],
    });
  });

  it('keeps the errors of a group with some boxes ticked, and is valid once all are', () => {
    const name = 'Alex';
    const address = { line1: '1 Main St' };
    expect(runValidate(validate, { name, address, ticks: { agreed: true } }, schema)).toEqual({ valid: false, errors: [{ path: '/ticks/signed', message: 'Please sign.' }] });
    expect(runValidate(validate, { name, address, ticks: { agreed: true, signed: true } }, schema)).toEqual({ valid: true, errors: [] });
  });
});

/** A validator of `value` counting its calls. */
function counted(value: object) {
  const inner = createCatalogAjv().compile(value) as unknown as CompiledValidate;
  const fn = Object.assign(
    (data: unknown) => {
      fn.calls++;
      const valid = inner(data);
      fn.errors = inner.errors;
      return valid;
    },
    { calls: 0, errors: null as CompiledValidate['errors'] },
  );
  return fn as typeof fn & CompiledValidate;
}

describe('runValidate with an absent group of tick boxes', () => {
  it('validates once when only other values changed since the group was first reported box by box', () => {
    const v = counted(schema);
    const boxes = [
      { path: '/ticks/agreed', message: 'Please agree.' },
      { path: '/ticks/signed', message: 'Please sign.' },
    ];
    expect(runValidate(v, { name: 'A' }, schema).errors).toEqual([...boxes, { path: '/address', message: 'Please provide an address.' }]);
    const first = v.calls;
    expect(runValidate(v, { name: 'Al' }, schema).errors).toEqual([...boxes, { path: '/address', message: 'Please provide an address.' }]);
    expect(runValidate(v, { name: 'Ali', address: {} }, schema).errors).toEqual([{ path: '/address/line1', message: 'Line 1 is missing.' }, ...boxes]);
    expect(v.calls - first).toBe(2);
  });

  it('works out the boxes again each time when a rule elsewhere decides what the group requires', () => {
    const ruled = {
      ...schema,
      allOf: [
        {
          if: { properties: { name: { const: 'Company' } }, required: ['name'] },
          then: { properties: { ticks: { properties: { stamped: { type: 'boolean', const: true } }, required: ['stamped'], errorMessage: { required: { stamped: 'Please stamp.' } } } } },
        },
      ],
    };
    const v = counted(ruled);
    const paths = (data: object) => runValidate(v, data, ruled).errors.map((e) => e.path).sort();
    expect(paths({ name: 'Alex', address: { line1: '1' } })).toEqual(['/ticks/agreed', '/ticks/signed']);
    expect(paths({ name: 'Company', address: { line1: '1' } })).toEqual(['/ticks/agreed', '/ticks/signed', '/ticks/stamped']);
    expect(paths({ name: 'Alex', address: { line1: '1' } })).toEqual(['/ticks/agreed', '/ticks/signed']);
  });
});

describe('an empty group with an error of its own', () => {
  const postal = {
    type: 'object',
    properties: {
      postal: {
        type: 'object',
        properties: { line1: { type: 'string', minLength: 1 }, postcode: { type: 'string' }, state: { type: 'string', default: 'QLD' } },
        required: ['line1', 'postcode'],
        not: { not: { anyOf: [{ required: ['line1'] }, { required: ['postcode'] }] } },
        errorMessage: { not: 'Please provide a postal address.', required: { line1: 'Line 1 is missing.', postcode: 'Code is missing.' } },
      },
    },
  };
  const check = createCatalogAjv().compile(postal) as unknown as CompiledValidate;

  it("reports the group's own error alone while nothing but defaults is entered in it", () => {
    for (const empty of [{}, { state: 'QLD' }]) {
      expect(runValidate(check, { postal: empty }, postal).errors).toEqual([{ path: '/postal', message: 'Please provide a postal address.' }]);
    }
  });

  it('reports each missing part once something is entered', () => {
    expect(runValidate(check, { postal: { state: 'QLD', line1: '1 Main St' } }, postal).errors).toEqual([{ path: '/postal/postcode', message: 'Code is missing.' }]);
  });

  it('does so for a group declared in a conditional branch too', () => {
    const conditional = {
      type: 'object',
      properties: { asCompany: { type: 'boolean' } },
      allOf: [{ if: { properties: { asCompany: { const: true } }, required: ['asCompany'] }, then: { properties: { company: { type: 'object', properties: { postal: postal.properties.postal } } } } }],
    };
    const checkConditional = createCatalogAjv().compile(conditional) as unknown as CompiledValidate;
    expect(runValidate(checkConditional, { asCompany: true, company: { postal: { state: 'QLD' } } }, conditional).errors).toEqual([{ path: '/company/postal', message: 'Please provide a postal address.' }]);
  });
});

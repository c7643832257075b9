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

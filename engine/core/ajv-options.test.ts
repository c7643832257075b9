import { describe, expect, it } from 'vitest';
import { createCatalogAjv } from './ajv-options.ts';
import { toFieldErrors } from './errors.ts';

describe('catalog Ajv', () => {
  it('compares one date with another through formatExclusiveMinimum and $data', () => {
    const validate = createCatalogAjv().compile({
      type: 'object',
      properties: {
        start: { type: 'string', format: 'date', formatMinimum: '1900-01-01', errorMessage: { formatMinimum: 'Too early.' } },
        end: { type: 'string', format: 'date', formatExclusiveMinimum: { $data: '1/start' }, errorMessage: { formatExclusiveMinimum: 'The end comes after the start.' } },
      },
    });
    expect(validate({ start: '2025-01-01', end: '2025-01-02' })).toBe(true);
    expect(validate({ end: '2025-01-02' })).toBe(true);
    expect(validate({ start: '2025-01-01', end: '2025-01-01' })).toBe(false);
    expect(toFieldErrors(validate.errors as never)).toEqual([{ path: '/end', message: 'The end comes after the start.' }]);
    expect(validate({ start: '1899-12-31' })).toBe(false);
    expect(toFieldErrors(validate.errors as never)).toEqual([{ path: '/start', message: 'Too early.' }]);
  });

  it('puts no date range on a text that is not a date: a six-digit year is told once, as not a date', () => {
    const validate = createCatalogAjv().compile({
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date', formatMaximum: '2100-12-31', errorMessage: { format: 'Not a date.', formatMaximum: 'Too late.' } },
      },
    });
    expect(validate({ day: '275760-01-01' })).toBe(false);
    expect(toFieldErrors(validate.errors as never)).toEqual([{ path: '/day', message: 'Not a date.' }]);
    expect(validate({ day: '2101-01-01' })).toBe(false);
    expect(toFieldErrors(validate.errors as never)).toEqual([{ path: '/day', message: 'Too late.' }]);
  });
});

describe('strict compiling', () => {
  it('refuses an unknown format or keyword instead of accepting anything', () => {
    expect(() => createCatalogAjv().compile({ type: 'string', format: 'no-such-format' })).toThrow(/unknown format/);
    expect(() => createCatalogAjv().compile({ type: 'string', minLenght: 3 })).toThrow(/unknown keyword/);
  });
});

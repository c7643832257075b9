import { describe, expect, it } from 'vitest';
import { sizeLimitErrors } from './size-limits.ts';

const schema = {
  type: 'object',
  $defs: {
    files: { type: 'array', maxItems: 3, items: { type: 'object', properties: { name: { type: 'string', maxLength: 5 } } }, errorMessage: { maxItems: 'Too many files.' } },
  },
  properties: {
    files: { $ref: '#/$defs/files' },
    note: { type: 'string', maxLength: 4 },
    closed: { type: 'object', additionalProperties: false, properties: { a: { type: 'string' }, b: { type: 'string' } } },
    either: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'string', maxLength: 6 }] },
    loose: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'number' }] },
  },
  allOf: [{ properties: { note: { maxLength: 2 } } }],
};

describe('sizeLimitErrors', () => {
  it('accepts data within the limits', () => {
    expect(sizeLimitErrors(schema, { files: [{ name: 'a.pdf' }], note: 'ab', closed: { a: 'x' }, either: 'abcdef' })).toEqual([]);
  });

  it('refuses an array longer than maxItems with the schema message, without looking at its items', () => {
    const files = Array.from({ length: 100_000 }, () => ({ name: 'far too long a name' }));
    expect(sizeLimitErrors(schema, { files })).toEqual([{ path: '/files', message: 'Too many files.' }]);
  });

  it('applies the tightest limit that must hold and the loosest of alternatives', () => {
    expect(sizeLimitErrors(schema, { note: 'abc' })).toEqual([{ path: '/note', message: 'Please enter at most 2 characters.' }]);
    expect(sizeLimitErrors(schema, { either: 'abcdefg' })).toHaveLength(1);
    expect(sizeLimitErrors(schema, { either: 'abcdef' })).toEqual([]);
    expect(sizeLimitErrors(schema, { loose: 'abcdefg' })).toEqual([]);
  });

  it('bounds the properties of a closed object and strings inside array items', () => {
    expect(sizeLimitErrors(schema, { closed: { a: '1', b: '2', c: '3' } })).toEqual([{ path: '/closed', message: 'Please provide at most 2 values.' }]);
    expect(sizeLimitErrors(schema, { files: [{ name: 'abcdef' }] })).toEqual([{ path: '/files/0/name', message: 'Please enter at most 5 characters.' }]);
  });

  it('counts characters as code points, as the validator does', () => {
    expect(sizeLimitErrors(schema, { note: '😀😀' })).toEqual([]);
  });

  it('reports at most 20 errors', () => {
    const many = { type: 'array', items: { type: 'string', maxLength: 1 } };
    expect(sizeLimitErrors(many, Array.from({ length: 1000 }, () => 'long'))).toHaveLength(20);
  });
});

import { describe, expect, it } from 'vitest';
import { withinSchemaLimits } from './size-limits.ts';

const schema = {
  type: 'object',
  $defs: {
    files: { type: 'array', maxItems: 3, items: { type: 'object', properties: { tags: { type: 'array', maxItems: 1 } } } },
  },
  properties: {
    files: { $ref: '#/$defs/files' },
    closed: { type: 'object', additionalProperties: false, properties: { a: { type: 'string' }, b: { type: 'string' } } },
    either: { anyOf: [{ type: 'array', maxItems: 2 }, { type: 'array', maxItems: 4 }] },
    loose: { anyOf: [{ type: 'array', maxItems: 2 }, { type: 'number' }] },
  },
  allOf: [{ properties: { files: { maxItems: 2 } } }],
};

describe('withinSchemaLimits', () => {
  it('gives data within the limits back as it is', () => {
    const data = { files: [{ tags: ['x'] }], closed: { a: 'x' }, either: [1, 2, 3, 4, 5] };
    expect(withinSchemaLimits(schema, data)).toBe(data);
  });

  it('cuts an array to one item past the tightest maxItems that must hold, so the excess is still reported', () => {
    const files = Array.from({ length: 100_000 }, () => ({ x: 1 }));
    expect(withinSchemaLimits(schema, { files })).toEqual({ files: files.slice(0, 3) });
  });

  it('takes the loosest limit of alternatives, and none when a branch has none', () => {
    expect(withinSchemaLimits(schema, { either: [1, 2, 3, 4, 5, 6, 7] })).toEqual({ either: [1, 2, 3, 4, 5] });
    const loose = { loose: Array.from({ length: 50 }, (_, i) => i) };
    expect(withinSchemaLimits(schema, loose)).toBe(loose);
  });

  it('cuts nested arrays and closed objects, keeping named properties first', () => {
    const extra = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`x${i}`, i]));
    expect(withinSchemaLimits(schema, { closed: { ...extra, b: '2', a: '1' } })).toEqual({ closed: { a: '1', b: '2', x0: 0 } });
    expect(withinSchemaLimits(schema, { files: [{ tags: [1, 2, 3, 4] }] })).toEqual({ files: [{ tags: [1, 2] }] });
  });
});

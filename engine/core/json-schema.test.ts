import { describe, expect, it } from 'vitest';
import { resolveRef } from './json-schema.ts';

const root = { $defs: { name: { $ref: '#/$defs/text' }, text: { type: 'string' }, 'a/b': { type: 'number' } }, properties: { n: { $ref: '#/$defs/name' } } };

describe('resolveRef', () => {
  it('follows local references, one after another, with escaped tokens', () => {
    expect(resolveRef(root, root.properties.n)).toEqual({ type: 'string' });
    expect(resolveRef(root, { $ref: '#/$defs/a~1b' })).toEqual({ type: 'number' });
    expect(resolveRef(root, { $ref: '#' })).toBe(root);
  });

  it('leaves a reference that is not a JSON pointer (an anchor, another file) as it is, not the root', () => {
    expect(resolveRef(root, { $ref: '#name' })).toEqual({ $ref: '#name' });
    expect(resolveRef(root, { $ref: 'other.json' })).toEqual({ $ref: 'other.json' });
    expect(resolveRef(root, { $ref: '#/$defs/missing' })).toBeUndefined();
  });
});

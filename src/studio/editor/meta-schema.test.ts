import { describe, expect, it } from 'vitest';
import { describe as describeNode, explain, nodesAt, propertyOptions, valueOptions } from './meta-schema.ts';

const meta = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', description: 'Permanent id', pattern: '^[a-z]+$' },
    host: { enum: ['page', 'dialog'] },
    steps: { type: 'array', items: { $ref: '#/$defs/step' } },
  },
  $defs: {
    step: { type: 'object', properties: { id: { type: 'string' }, final: { type: 'boolean' } }, anyOf: [{ properties: { layout: { const: 'sections' } } }] },
  },
};

describe('meta-schema walking', () => {
  it('offers property names with what they expect, required first-class', () => {
    expect(propertyOptions(meta, [])).toEqual([
      { name: 'id', detail: 'string, matching ^[a-z]+$', info: 'Permanent id', required: true },
      { name: 'host', detail: 'one of "page", "dialog"', info: undefined, required: false },
      { name: 'steps', detail: 'array', info: undefined, required: false },
    ]);
  });

  it('follows arrays, references and alternatives', () => {
    expect(propertyOptions(meta, ['steps', '0']).map((option) => option.name)).toEqual(['id', 'final', 'layout']);
    expect(valueOptions(meta, ['steps', '2', 'final'])).toEqual([true, false]);
    expect(valueOptions(meta, ['steps', '0', 'layout'])).toEqual(['sections']);
    expect(valueOptions(meta, ['host'])).toEqual(['page', 'dialog']);
  });

  it('explains a place and says nothing where the meta-schema is silent', () => {
    expect(explain(meta, ['id'])).toBe('Permanent id\nstring, matching ^[a-z]+$');
    expect(nodesAt(meta, ['unknown', 'x'])).toEqual([]);
    expect(explain(meta, ['unknown'])).toBeUndefined();
  });
});

describe('what a hover says of a value', () => {
  it('counts characters in the singular for one', () => {
    expect(describeNode({ type: 'string', minLength: 1 })).toBe('string, at least 1 character');
    expect(describeNode({ type: 'string', minLength: 3 })).toBe('string, at least 3 characters');
  });
});

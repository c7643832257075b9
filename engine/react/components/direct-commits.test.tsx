import { describe, expect, it } from 'vitest';
import { directCommits } from './direct-commits.ts';
import type { JSONSchema7 } from '../../core/json-schema.ts';

const properties: JSONSchema7['properties'] = { kind: { type: 'string' }, other: { type: 'string' }, amount: { type: 'number' } };

describe('directCommits', () => {
  it('lets every field of a root that does not depend on its data commit directly', () => {
    const commits = directCommits({ type: 'object', properties, required: ['kind'], additionalProperties: false });
    expect(['kind', 'other', 'amount'].map(commits)).toEqual([true, true, true]);
  });

  it('sends the fields a condition reads through RJSF, the others directly', () => {
    const commits = directCommits({
      type: 'object',
      properties,
      allOf: [
        { if: { properties: { kind: { const: 'OTHER' } }, required: ['kind'] }, then: { required: ['other'] } },
        { if: { not: { required: ['amount'] } }, then: { properties: { other: { minLength: 1 } } } },
      ],
    });
    expect(['kind', 'other', 'amount'].map(commits)).toEqual([false, true, false]);
  });

  it('sends every field through RJSF when the root depends on its data in other ways', () => {
    const roots: JSONSchema7[] = [
      { type: 'object', properties, dependencies: { kind: ['other'] } },
      { type: 'object', properties, oneOf: [{ required: ['kind'] }, { required: ['other'] }] },
      { type: 'object', properties, allOf: [{ anyOf: [{ required: ['kind'] }] }] },
      { type: 'object', properties, allOf: [{ if: { minProperties: 2 }, then: { required: ['other'] } }] },
      { type: 'object', properties, if: { required: ['kind'] }, then: { allOf: [{ if: { required: ['other'] } }] } },
      { type: 'object', properties, additionalProperties: { type: 'string' } },
      { type: 'object', properties, allOf: [{ if: { properties: { kind: { const: { $data: '1/other' } } } }, then: { required: ['amount'] } }] } as JSONSchema7,
    ];
    for (const root of roots) expect(['kind', 'other', 'amount'].some(directCommits(root)), JSON.stringify(root)).toBe(false);
  });
});

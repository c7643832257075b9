import { describe, expect, it } from 'vitest';
import { declaredProperties } from './use-step-binding.ts';

describe('declaredProperties', () => {
  it("includes the properties of conditional branches, which RJSF adds once the data meets them", () => {
    const schema = {
      properties: { kind: {}, asCompany: {} },
      allOf: [
        { if: { properties: { asCompany: { const: true } } }, then: { properties: { company: {} } }, else: { properties: { person: {} } } },
        { anyOf: [{ properties: { other: {} } }] },
      ],
      dependencies: { kind: { properties: { licence: {} } }, other: ['kind'] },
    };
    expect([...declaredProperties(schema)].sort()).toEqual(['asCompany', 'company', 'kind', 'licence', 'other', 'person']);
  });
});

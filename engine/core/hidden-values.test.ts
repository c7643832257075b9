import { describe, expect, it } from 'vitest';
import { createCatalogAjv } from './ajv-options.ts';
import { conditionKey } from './condition-key.ts';
import { expandCondition } from './conditions.ts';
import { hiddenValueErrors, sectionConditions, sectionShows, withHiddenFieldsReset } from './hidden-values.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

const offered = { context: '/organisation/entityType', in: ['Company'] };
const manifest: FormManifest = {
  id: 'hidden-values',
  version: 1,
  title: 'Hidden values',
  audience: 'Any',
  steps: [
    {
      id: 'costs',
      title: 'Costs',
      dataPointer: '/costs',
      sections: [
        { id: 'always', fields: ['total'] },
        { id: 'claims', fields: ['claimA', 'claimB', 'files'], visibleWhen: offered, hiddenValueMessage: 'Not offered to you.' },
        { id: 'quiet', fields: ['note'], visibleWhen: { field: '/costs/total', minimum: 1 } },
      ],
    },
  ],
};

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const conditions = Object.fromEntries(sectionConditions(manifest).map((schema) => [conditionKey(schema), ajv.compile(schema) as unknown as CompiledValidate]));
  return { manifest, schema: {}, uiSchema: {}, machine: {}, validate: (() => true) as CompiledValidate, steps: {}, conditions };
}

const form = compile();

describe('hiddenValueErrors: what a hidden section still holds', () => {
  it('says the section message at each field holding a value, for the context the browser has too', () => {
    const data = { costs: { total: 0, claimA: true, claimB: false, files: [{ fileName: 'a.pdf' }], note: 'kept' } };
    expect(sectionShows(form, manifest.steps[0].sections[1], data, { organisation: { entityType: 'Trust' } })).toBe(false);
    expect(hiddenValueErrors(form, data, { organisation: { entityType: 'Trust' } })).toEqual([
      { path: '/costs/claimA', message: 'Not offered to you.' },
      { path: '/costs/files', message: 'Not offered to you.' },
    ]);
  });

  it('lists each visibleWhen as the JSON Schema codegen precompiles', () => {
    expect(sectionConditions(manifest)).toEqual([expandCondition(offered), expandCondition({ field: '/costs/total', minimum: 1 })]);
  });

  it('refuses a condition codegen did not precompile', () => {
    expect(() => sectionShows({ ...form, conditions: {} }, manifest.steps[0].sections[1], {}, {})).toThrow(/not precompiled/);
  });

  it('finds nothing while the section shows, and ignores hidden sections without a message', () => {
    const data = { costs: { total: 0, claimA: true, note: 'kept' } };
    expect(hiddenValueErrors(form, data, { organisation: { entityType: 'Company' } })).toEqual([]);
  });
});

describe('withHiddenFieldsReset: what a hidden section holds, reset as the page resets it', () => {
  const resetting: FormManifest = {
    ...manifest,
    id: 'hidden-resets',
    steps: [
      {
        id: 'costs',
        title: 'Costs',
        dataPointer: '/costs',
        sections: [
          { id: 'always', fields: ['total', 'appointed', 'exempt'] },
          { id: 'claims', fields: ['claimA'], visibleWhen: offered, hiddenValueMessage: 'Not offered to you.', resetWhenHidden: true },
          { id: 'who', fields: ['name', 'detailed'], visibleWhen: { field: '/costs/appointed', equals: true }, resetWhenHidden: true },
          { id: 'detail', fields: ['detail'], visibleWhen: { field: '/costs/detailed', equals: true }, resetWhenHidden: true },
          { id: 'exempt-cost', fields: ['exemptCost'], visibleWhen: { field: '/costs/exempt', equals: true }, resetWhenHidden: { value: 0 } },
          { id: 'notice', visibleWhen: { field: '/costs/exempt', equals: true }, resetWhenHidden: { fields: ['/costs/total'] } },
        ],
      },
    ],
  };
  const ajv = createCatalogAjv();
  const conditions = Object.fromEntries(sectionConditions(resetting).map((schema) => [conditionKey(schema), ajv.compile(schema) as unknown as CompiledValidate]));
  const resets = { ...form, manifest: resetting, conditions } as CompiledForm;

  it("resets a hidden section's own fields, and those of a section its reset hides in turn", () => {
    const data = { costs: { total: 5, appointed: false, name: 'Ann', detailed: true, detail: 'x', exempt: false, exemptCost: 90 } };
    expect(withHiddenFieldsReset(resets, data, {})).toEqual({ costs: { total: 5, appointed: false, name: undefined, detailed: undefined, detail: undefined, exempt: false, exemptCost: 0 } });
  });

  it('leaves a shown section, an absent field, a section whose values are refused instead and a rule naming other fields alone', () => {
    const data = { costs: { total: 5, appointed: true, name: 'Ann', exempt: false, claimA: true } };
    expect(withHiddenFieldsReset(resets, data, { organisation: { entityType: 'Trust' } })).toBe(data);
  });
});

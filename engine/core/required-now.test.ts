import { describe, expect, it } from 'vitest';
import { createCatalogAjv } from './ajv-options.ts';
import { externallyRequirableFields, formRequirements } from './required-now.ts';

const requiredByForm = (...args: Parameters<typeof formRequirements>) => Object.keys(formRequirements(...args));
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

// Documents are optional in their own step, but the form requires them once instalments are chosen.
const choiceSchema = { type: 'object', properties: { option: { type: 'string' } } };
const documentsSchema = {
  type: 'object',
  properties: {
    files: { type: 'array' },
    note: { type: 'string' },
    permit: { type: 'string' },
    permitNumber: { type: 'string' },
  },
  if: { properties: { permit: { const: 'yes' } }, required: ['permit'] },
  then: { required: ['permitNumber'] },
};
const schema = {
  type: 'object',
  properties: { choice: choiceSchema, documents: documentsSchema },
  allOf: [
    {
      if: { properties: { choice: { properties: { option: { const: 'Instalment' } }, required: ['option'] } }, required: ['choice'] },
      then: { properties: { documents: { required: ['files'], errorMessage: { required: { files: 'Attach the documents.' } } } } },
    },
  ],
};
const manifest = {
  id: 'required-test',
  version: 1,
  title: 'Required test',
  audience: 'Any',
  steps: [
    { id: 'choice', title: 'Choice', dataPointer: '/choice', sections: [{ id: 'c', fields: ['option'] }] },
    { id: 'documents', title: 'Documents', dataPointer: '/documents', sections: [{ id: 'd', fields: ['files', 'note', 'permit', 'permitNumber'] }] },
  ],
} as FormManifest;

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const compileOne = (value: object) => ajv.compile(value) as unknown as CompiledValidate;
  const step = (stepSchema: object, index: number) => ({ manifest: manifest.steps[index], schema: stepSchema, validate: compileOne(stepSchema), rjsfValidateFns: {} });
  return { manifest, schema, uiSchema: {}, machine: {}, validate: compileOne(schema), steps: { choice: step(choiceSchema, 0), documents: step(documentsSchema, 1) }, conditions: {} } as unknown as CompiledForm;
}

const form = compile();

describe('fields a step leaves optional that the form requires now', () => {
  it('are looked for only where a rule outside the step names them (its own if/then is the renderer’s)', () => {
    expect(externallyRequirableFields(form, 'documents')).toEqual(['files']);
    expect(externallyRequirableFields(form, 'choice')).toEqual([]);
  });

  it('follow the rule that requires them: required while instalments are chosen, whether or not files are chosen yet', () => {
    expect(requiredByForm(form, 'documents', { choice: { option: 'Instalment' }, documents: {} })).toEqual(['files']);
    expect(requiredByForm(form, 'documents', { choice: { option: 'Instalment' }, documents: { files: [{ fileName: 'a.pdf' }] } })).toEqual(['files']);
    expect(requiredByForm(form, 'documents', { choice: { option: 'PayLater' }, documents: {} })).toEqual([]);
    expect(requiredByForm(form, 'choice', { choice: { option: 'Instalment' } })).toEqual([]);
  });

  it('come with the form’s own message for each missing, from the rule that requires it', () => {
    expect(formRequirements(form, 'documents', { choice: { option: 'Instalment' }, documents: {} })).toEqual({ files: 'Attach the documents.' });
    expect(formRequirements(form, 'documents', { choice: { option: 'PayLater' }, documents: {} })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { createCatalogAjv } from './ajv-options.ts';
import { collectConditions, conditionKey } from './condition-key.ts';
import { runFixture, type Fixture } from './fixtures.ts';
import { withSectionRules } from './section-rules.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from './types.ts';

// A form whose chosen kind (an id) selects a lookup item that implies a type, as the browser's host does.
const schema = {
  type: 'object',
  properties: { kind: { type: 'integer' }, kindName: { type: 'string' }, typeId: { type: 'integer' } },
  required: ['kind', 'typeId'],
  errorMessage: { required: { kind: 'Choose a kind.', typeId: 'Choose a type.' } },
};
const manifest: FormManifest = {
  id: 'selection-test',
  version: 1,
  title: 'Selection test',
  audience: 'Any',
  context: ['lookups'],
  contextSelections: [
    { name: 'kindItem', from: '/lookups/kinds', match: 'id', value: '/kind', fills: { '/kindName': 'name' } },
    { name: 'typeItem', from: '/lookups/types', match: 'id', value: 'context:/kindItem/typeOfWork', fills: { '/typeId': 'id' } },
  ],
  resets: [{ when: ['/kind'], fields: ['/kindName', '/typeId'] }],
  steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', fields: ['kind', 'typeId'] }] }],
};
const machine = { id: 'selection-test', initial: 'only', states: { only: { tags: ['step:only'] } } };

function compile(): CompiledForm {
  const ajv = createCatalogAjv();
  const built = withSectionRules(machine, manifest);
  const conditions = Object.fromEntries(collectConditions(built).map((condition) => [conditionKey(condition), ajv.compile(condition) as unknown as CompiledValidate]));
  const validate = ajv.compile(schema) as unknown as CompiledValidate;
  return { manifest, schema, uiSchema: {}, machine, validate, steps: { only: { manifest: manifest.steps[0], schema, validate, rjsfValidateFns: {} } }, conditions };
}

const lookups = { kinds: [{ id: 1, name: 'House', typeOfWork: 3 }, { id: 2, name: 'Pool', typeOfWork: null }], types: [{ id: 3, name: 'Residential' }] };
const form = compile();
const run = (fixture: Omit<Fixture, 'description'>) => runFixture(form, { description: 'selection', ...fixture }).problems;

describe('the fixture runner follows context selections as the host does', () => {
  it('fills what the chosen item implies and counts the filled fields as read-only', () => {
    expect(run({ context: { lookups }, data: { kind: 1, typeId: 9 }, expect: { valid: true, values: { '/typeId': 3, '/kindName': 'House' }, readonlyFields: ['/kindName', '/typeId'] } })).toEqual([]);
  });

  it('follows a change of the choice: the reset clears the implied type and nothing locks it any more', () => {
    const events = [{ type: 'DATA_CHANGED', data: { kind: 2, kindName: 'House', typeId: 3 } }];
    expect(
      run({ context: { lookups }, data: { kind: 1 }, events, expect: { errors: [{ path: '/typeId', message: 'Choose a type.' }], values: { '/typeId': null, '/kindName': 'Pool' }, readonlyFields: ['/kindName'] } }),
    ).toEqual([]);
  });

  it('leaves the data alone when the context holds no list to select from', () => {
    expect(run({ data: { kind: 1, typeId: 9 }, expect: { valid: true, values: { '/typeId': 9, '/kindName': null }, readonlyFields: [] } })).toEqual([]);
  });
});

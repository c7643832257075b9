import { describe, expect, it } from 'vitest';
import { registryNames } from '../../../engine/core/registry-names.ts';
import { rendererNames } from '../../../engine/core/renderer-names.ts';
import { explain, propertyOptions, valueOptions } from '../editor/meta-schema.ts';
import { metaSchemaFor } from './file-meta-schemas.ts';

const names = (options: { name: string }[]) => options.map((option) => option.name);

describe('the meta-schema each Studio editor reads', () => {
  it('completes form.json with the manifest keys and schema.json with JSON Schema keywords', () => {
    expect(names(propertyOptions(metaSchemaFor('form'), []))).toEqual(expect.arrayContaining(['id', 'version', 'steps', 'submit']));
    expect(names(propertyOptions(metaSchemaFor('schema'), ['properties', 'anyField']))).toEqual(expect.arrayContaining(['type', 'pattern', 'maxLength']));
  });

  it('completes ui.json keys at any field and the registry widgets as values', () => {
    const ui = metaSchemaFor('ui');
    expect(names(propertyOptions(ui, ['someField', 'nested']))).toEqual(expect.arrayContaining(['ui:widget', 'ui:field', 'ui:options', 'ui:order']));
    expect(valueOptions(ui, ['someField', 'ui:widget'])).toEqual([...rendererNames.widgets]);
    expect(valueOptions(ui, ['someField', 'ui:field'])).toEqual([...rendererNames.fields]);
    expect(names(propertyOptions(ui, ['someField', 'ui:options']))).toEqual(expect.arrayContaining(['rows', 'optionsFrom', 'minDate']));
  });

  it('completes machine.json state and transition keys, and the registry guards and actions', () => {
    const machine = metaSchemaFor('machine');
    expect(names(propertyOptions(machine, []))).toEqual(expect.arrayContaining(['initial', 'states']));
    expect(names(propertyOptions(machine, ['states', 'anyState']))).toEqual(expect.arrayContaining(['tags', 'on', 'type', 'always']));
    expect(names(propertyOptions(machine, ['states', 'anyState', 'on', 'NEXT']))).toEqual(expect.arrayContaining(['target', 'guard', 'actions']));
    expect(valueOptions(machine, ['states', 'anyState', 'on', 'NEXT', 'guard', 'type'])).toEqual([...registryNames.guards]);
    expect(valueOptions(machine, ['states', 'a', 'on', 'BACK', 'actions', '0', 'type'])).toEqual([...registryNames.actions]);
  });

  it('completes and explains every fixture with the fixture meta-schema', () => {
    const fixture = metaSchemaFor('fixtures/any-name');
    expect(fixture).toBe(metaSchemaFor('fixtures/another'));
    expect(names(propertyOptions(fixture, []))).toEqual(['description', 'data', 'context', 'step', 'events', 'expect']);
    expect(names(propertyOptions(fixture, ['expect']))).toEqual(expect.arrayContaining(['valid', 'errors', 'step', 'values']));
    expect(names(propertyOptions(fixture, ['expect', 'errors', '0']))).toEqual(['path', 'message']);
    expect(valueOptions(fixture, ['events', '0', 'type'])).toEqual(expect.arrayContaining(['NEXT', 'BACK', 'SUBMIT']));
    expect(explain(fixture, ['expect', 'valid'])).toContain('boolean');
  });
});

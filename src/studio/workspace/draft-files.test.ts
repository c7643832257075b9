import { describe, expect, it } from 'vitest';
import { filesToTexts, locateCheck, parseFile, withFile } from './draft-files.ts';

const files = { form: { id: 'f' }, schema: {}, ui: {}, machine: {}, fixtures: { valid: { description: 'd' } } };

describe('draft files', () => {
  it('locates a check in its file, however the file is named', () => {
    expect(locateCheck('schema.json', '/properties/a')).toEqual({ key: 'schema', pointer: '/properties/a' });
    expect(locateCheck('forms/x/ui.json', '/a')).toEqual({ key: 'ui', pointer: '/a' });
    expect(locateCheck('fixtures/valid.json', '/expect')).toEqual({ key: 'fixtures/valid', pointer: '/expect' });
    expect(locateCheck('fixtures', '/valid/expect/errors')).toEqual({ key: 'fixtures/valid', pointer: '/expect/errors' });
    expect(locateCheck('other.txt', '')).toBeUndefined();
  });

  it('keeps text that does not parse out of the files', () => {
    expect(parseFile('{"a": 1}')).toEqual({ a: 1 });
    expect(parseFile('{"a": ')).toBeUndefined();
    expect(parseFile('[1]')).toBeUndefined();
  });

  it('replaces one file or fixture and shows every file as text', () => {
    const next = withFile(files, 'fixtures/new', { description: 'n' });
    expect(Object.keys(next.fixtures)).toEqual(['valid', 'new']);
    expect(withFile(files, 'ui', { a: 1 }).ui).toEqual({ a: 1 });
    expect(Object.keys(filesToTexts(next))).toEqual(['form', 'schema', 'ui', 'machine', 'fixtures/valid', 'fixtures/new']);
  });
});

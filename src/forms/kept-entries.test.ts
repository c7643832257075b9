import { afterEach, describe, expect, it } from 'vitest';
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { forgetKeptEntries, keptEntriesKey, readKeptEntries, writeKeptEntries } from './kept-entries.ts';

const manifest = { id: 'test-kept', version: 2, title: 'Kept (test)', audience: 'LevyPayer', steps: [{ id: 'one', title: 'One', dataPointer: '', sections: [] }] } as unknown as FormManifest;
const form = compileOneStepTestForm({
  manifest,
  schema: { $id: 'https://test.example/kept.json', type: 'object', properties: { note: { type: 'string' }, documents: { type: 'array' } } },
  uiSchema: { documents: { 'ui:field': 'files' } },
});

afterEach(() => sessionStorage.clear());

describe('kept entries', () => {
  it('are keyed by form, version, user and page, and keep no chosen file (a page load keeps no File)', () => {
    const key = keptEntriesKey(form, 'user-1', '/page/1');
    expect(key).toBe('levy-portal:entered:test-kept@2:user-1:/page/1');
    expect(keptEntriesKey(form, 'user-2', '/page/1')).not.toBe(key);
    writeKeptEntries(key, form, { note: 'Hello', documents: [{ fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 3 }] });
    expect(readKeptEntries(key)).toEqual({ note: 'Hello' });
    expect(readKeptEntries(keptEntriesKey(form, 'user-1', '/page/2'))).toBeUndefined();
    forgetKeptEntries(key);
    expect(readKeptEntries(key)).toBeUndefined();
  });

  it('read as nothing when what is stored is not an object', () => {
    sessionStorage.setItem('levy-portal:entered:x', '[1]');
    expect(readKeptEntries('levy-portal:entered:x')).toBeUndefined();
    sessionStorage.setItem('levy-portal:entered:y', '{broken');
    expect(readKeptEntries('levy-portal:entered:y')).toBeUndefined();
  });
});

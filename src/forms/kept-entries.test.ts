import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formMachine } from '../../engine/core/index.ts';
import { compileOneStepTestForm, compileTestForm } from '../../engine/core/test-form.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { forgetKeptEntries, keptEntriesKey, readKeptEntries, readKeptSnapshot, writeKeptEntries, writeKeptSnapshot } from './kept-entries.ts';

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

describe('a kept wizard', () => {
  const wizard = compileTestForm();

  it("resumes at the step and with the answers it was left at", () => {
    const actor = createActor(formMachine(wizard), { input: { data: { details: { reason: 'Moved' } }, context: {} } }).start();
    actor.send({ type: 'NEXT' });
    writeKeptSnapshot('levy-portal:entered:wizard', actor.getPersistedSnapshot());
    const kept = readKeptSnapshot('levy-portal:entered:wizard', wizard);
    const resumed = createActor(formMachine(wizard), { snapshot: kept as never, input: {} }).start().getSnapshot();
    expect(resumed.hasTag('step:cost')).toBe(true);
    expect(resumed.context.data).toEqual(actor.getSnapshot().context.data);
  });

  it('is dropped when it no longer fits the form (the form changed meanwhile)', () => {
    for (const kept of [
      { status: 'active', value: 'no-such-step', context: { data: {}, context: {}, stepStatus: {} }, children: {} },
      { status: 'active', value: 'details', context: {}, children: {} },
    ]) {
      sessionStorage.setItem('levy-portal:entered:wizard', JSON.stringify(kept));
      expect(readKeptSnapshot('levy-portal:entered:wizard', wizard)).toBeUndefined();
      expect(sessionStorage.getItem('levy-portal:entered:wizard')).toBeNull();
    }
  });
});

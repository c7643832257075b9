import { describe, expect, it } from 'vitest';
import { changedFields, changesPayload, fieldsThatCannotBeEmptied, sendsChangesOnly, sentChanges } from './changes.ts';
import { compileOneStepTestForm } from './test-form.ts';
import type { FormManifest } from './types.ts';

const manifest: FormManifest = {
  id: 'changes-test',
  version: 1,
  title: 'Changes test',
  audience: 'LevyPayer',
  steps: [{ id: 'one', title: 'One', dataPointer: '', sections: [] }],
  prefill: { '/recordId': '/record/id' },
  certification: 'certification',
  submit: { kind: 'simple-change', method: 'POST', endpoint: '/api/x', payloadKey: 'changes', loadingMessage: '...', successMessage: 'Saved', successRoute: '/' },
};
const opening = { recordId: 'r1', code: 'A-1', note: 'kept', due: '2026-01-31' };

describe('changes-only submissions', () => {
  it('is what a simple-change submission sends', () => {
    expect(sendsChangesOnly(manifest)).toBe(true);
    expect(sendsChangesOnly({ ...manifest, submit: { ...manifest.submit!, kind: 'complex-change' } })).toBe(false);
  });

  it('sends the changed fields with the prefill and the certification, never an unchanged value', () => {
    const data = { ...opening, code: 'B-2', certification: { certified: true, declared: true } };
    expect(changedFields(manifest, opening, data)).toEqual(['code']);
    expect(changesPayload(manifest, opening, data)).toEqual({ recordId: 'r1', code: 'B-2', certification: { certified: true, declared: true } });
  });

  it('sends an emptied field as null, and a new one as its value', () => {
    const { note: _note, ...rest } = opening;
    const data = { ...rest, extra: 'x' };
    expect(changesPayload(manifest, opening, data)).toEqual({ recordId: 'r1', extra: 'x', note: null });
  });

  it('finds nothing changed when a value is typed back as it was or the certification alone is ticked', () => {
    expect(changedFields(manifest, opening, { ...opening, certification: { certified: true } })).toEqual([]);
    expect(changedFields(manifest, { a: undefined }, { a: null })).toEqual([]);
  });

  it('leaves a derived value out of the payload (the server derives it) and never counts it as a change', () => {
    const derivedManifest: FormManifest = { ...manifest, derived: [{ field: '/startsOn', operation: 'join', operands: ['context:/record/startsOn'] }] };
    const data = { ...opening, startsOn: '2026-01-01', due: '2026-02-28' };
    expect(changedFields(derivedManifest, opening, data)).toEqual(['due']);
    expect(changesPayload(derivedManifest, opening, data)).toEqual({ recordId: 'r1', due: '2026-02-28' });
    expect(sentChanges(derivedManifest, { recordId: 'r1', startsOn: '2026-01-01', due: '2026-02-28' })).toEqual(['due']);
  });

  it('reads back the fields a received payload changes', () => {
    expect(sentChanges(manifest, { recordId: 'r1', note: null, code: 'x', certification: {} })).toEqual(['code', 'note']);
    expect(sentChanges(manifest, { recordId: 'r1', certification: {} })).toEqual([]);
  });
});

describe('fields a changes-only form cannot send emptied', () => {
  const schema = {
    $id: 'https://test.example/changes.json',
    type: 'object',
    properties: {
      recordId: { type: 'string' },
      code: { type: ['string', 'null'], maxLength: 10 },
      note: { type: ['string', 'null'] },
      due: { type: 'string', format: 'date', errorMessage: 'Pick a date.' },
      certification: { type: 'object' },
    },
    required: ['recordId', 'certification'],
  };
  const form = compileOneStepTestForm({ manifest, schema });

  it('are the held values whose emptied value (null) the validator refuses at the field', () => {
    expect(fieldsThatCannotBeEmptied(form, opening)).toEqual(['due']);
  });

  it('leave out a value the form opened without, the prefill and the certification', () => {
    expect(fieldsThatCannotBeEmptied(form, { recordId: 'r1', code: 'A-1', certification: { certified: true } })).toEqual([]);
  });

  it('are none on a form that sends all its data', () => {
    expect(fieldsThatCannotBeEmptied({ ...form, manifest: { ...manifest, submit: { ...manifest.submit!, kind: 'complex-change' } } }, opening)).toEqual([]);
  });
});

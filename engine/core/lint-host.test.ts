import { describe, expect, it } from 'vitest';
import { lintHost } from './lint-host.ts';
import type { FormManifest } from './types.ts';

const fields = new Set(['/a', '/b', '/flag', '/abn', '/name', '/result']);
const fieldExists = (pointer: string) => fields.has(pointer);

const base: FormManifest = {
  id: 'host-lint',
  version: 1,
  title: 'Host lint',
  audience: 'Any',
  context: ['lookups'],
  payloads: { ask: { x: { from: '/a', when: ['/flag'], default: 0 }, nested: { fields: { y: { from: '/b' } } } }, answer: { '/result': { from: '/r' } } },
  contextSelections: [{ name: 'chosen', from: '/lookups/items', match: 'id', value: '/a', fills: { '/name': 'name' } }],
  abnLookup: [{ field: '/abn', fills: { entityName: '/name' }, invalidMessage: 'x', failureMessage: 'y', notFoundMessage: 'z', changedMessage: 'w' }],
  steps: [
    { id: 'one', title: 'One', dataPointer: '', sections: [], actions: [{ type: 'request', label: 'Go', endpoint: '/go', request: 'ask', response: 'answer', busyMessage: '...', requires: [{ field: '/a', message: 'm' }] }] },
    { id: 'two', title: 'Two', dataPointer: '', sections: [], review: [{ step: 'one' }] },
  ],
};
const ui = { abn: { 'ui:widget': 'abn' } };

describe('lintHost', () => {
  it('names context pointers outside the declared context and unknown contexts', () => {
    const manifest: FormManifest = {
      ...base,
      context: ['lookups', 'weather'],
      summary: [{ label: 'Project', pointer: '/project/projectNumber' }],
      prefill: { '/a': '/lookups/first' },
      messages: { nxet: 'Onwards' },
      steps: [{ id: 'one', title: 'One', dataPointer: '', sections: [] }],
      payloads: {},
    };
    expect(lintHost({ manifest, uiSchema: ui, fieldExists })).toEqual(
      expect.arrayContaining([
        "form.json/context/1: unknown context 'weather' (known: contact, organisation, project, today, lookups, bankAccounts, role, isSelf)",
        "form.json/summary/0/pointer: '/project/projectNumber' is not in a declared context (lookups, weather, chosen)",
        'form.json/messages/nxet: no host or page reads this message',
      ]),
    );
  });

  it('passes a form whose actions, payloads, selections, reviews and ABN lookups all resolve', () => {
    expect(lintHost({ manifest: base, uiSchema: ui, fieldExists })).toEqual([]);
  });

  it('checks a mapping the server applies against the source it documents, its form pointers against the fields and its context pointers against the declared and selected context', () => {
    const manifest: FormManifest = {
      ...base,
      payloads: {
        ...base.payloads,
        projectRecord: {
          ok: { from: '/form/a', as: 'text', default: null },
          kind: { firstOf: [{ when: ['/form/flag', { pointer: '/form/gone', equals: 'x' }], value: 1 }] },
          line: { join: [{ from: 'context:/chosen/id' }, { from: '/weather/today' }], separator: ' ' },
          lookupId: { from: 'context:/picked/id', default: null },
        },
        draftFromRecord: { '/a': { from: '/record/a' }, '/nowhere': { from: '/names/n' }, '/b': { from: 'context:/lookups/councils' } },
      },
    };
    expect(lintHost({ manifest, uiSchema: ui, fieldExists }).sort()).toEqual([
      "form.json/payloads/draftFromRecord: reads context '/lookups/councils' the server does not open the form with (/chosen)",
      "form.json/payloads/draftFromRecord: writes missing field '/nowhere'",
      "form.json/payloads/projectRecord/lookupId: '/picked/id' is not in a declared context (lookups, chosen)",
      "form.json/payloads/projectRecord: reads '/weather/today' outside its source (/form, /levyRequest, /levy)",
      "form.json/payloads/projectRecord: reads context '/picked/id' the server does not open the form with (/today, /organisation, /lookups, /chosen)",
      "form.json/payloads/projectRecord: reads missing field '/form/gone'",
    ]);
  });

  it('names each broken reference by its form.json pointer', () => {
    const manifest: FormManifest = {
      ...base,
      payloads: { ask: { x: { from: '/missing' } }, unused: {} },
      submit: { kind: 'custom', method: 'POST', endpoint: '/x', payloadKey: 'x', loadingMessage: '', successMessage: '', successRoute: '/', refreshes: ['project', 'everything'], bankAccount: { field: '/bank', code: 'REFUND' }, project: { by: 'number', field: '/levyNumber', notFoundMessage: 'x', ownProjectMessage: 'y' } },
      contextSelections: [{ name: 'lookups', from: '/nowhere/items', match: 'id', value: 'context:/other/id' }],
      abnLookup: [{ field: '/name', fills: { entityName: '/gone' }, invalidMessage: 'x', failureMessage: 'y', notFoundMessage: 'z', changedMessage: 'w' }],
      steps: [
        { id: 'one', title: 'One', dataPointer: '', sections: [], actions: [{ type: 'request', label: 'Go', endpoint: '/go', request: 'ask', response: 'nothing', busyMessage: '...', requires: [{ field: '/nope', message: 'm' }] }] },
        { id: 'two', title: 'Two', dataPointer: '', sections: [], review: [{ step: 'three' }] },
      ],
    };
    expect(lintHost({ manifest, uiSchema: ui, fieldExists }).sort()).toEqual(
      [
        "form.json/steps/0/actions/0/response: no payload mapping 'nothing' in payloads",
        "form.json/steps/0/actions/0/requires/0/field: no field '/nope'",
        "form.json/steps/1/review/0/step: no step 'three'",
        'form.json/payloads/unused: used by no step action or submission',
        "form.json/payloads/ask: reads missing field '/missing'",
        "form.json/contextSelections/0/from: '/nowhere/items' is not in a declared context",
        "form.json/contextSelections/0/name: 'lookups' is already a declared context",
        "form.json/contextSelections/0/value: 'context:/other/id' reads no declared or earlier selected context",
        'ui.json/abn: an abn field without an abnLookup rule in form.json (its Look up would fill nothing)',
        "form.json/abnLookup/0/field: '/name' is not rendered with the abn widget",
        "form.json/abnLookup/0/fills/entityName: no field '/gone'",
        "form.json/submit/refreshes/1: unknown record 'everything' (known: contact, organisation, project, projects, projectChanges, portalRoles, bankAccounts)",
        "form.json/submit/bankAccount/field: no field '/bank'",
        "form.json/submit/project/field: no field '/levyNumber'",
      ].sort(),
    );
  });

  it('resolves context pointers against the context shapes of schemas/context.json', () => {
    const manifest: FormManifest = { ...base, context: ['project', 'lookups'], summary: [{ label: 'Number', pointer: '/project/projectNumbr' }, { label: 'Start', pointer: '/project/estimatedStartDate' }] };
    expect(lintHost({ manifest, uiSchema: ui, fieldExists })).toEqual(["form.json/summary/0/pointer: '/project/projectNumbr' names no field of the project context (schemas/context.json)"]);
  });

  it('names an availability rule the engine does not have', () => {
    const manifest = { ...base, availability: 'sometimes' } as unknown as FormManifest;
    expect(lintHost({ manifest, uiSchema: ui, fieldExists })).toContain(
      "form.json/availability: unknown rule 'sometimes' (known: editable, editableOrFinalised, finaliseAvailable, confirmationAvailable, certifierEditable)",
    );
    expect(lintHost({ manifest: { ...base, availability: 'certifierEditable' }, uiSchema: ui, fieldExists })).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormManifest } from '../../engine/core/types.ts';
import { attachmentProblems, catalogProblems, CHANGE_TYPES, manifestProblems, manifestRules, sharedFieldProblems, unplacedFields } from './catalog-checks.ts';

const base: FormManifest = {
  id: 'lint-test',
  version: 1,
  title: 'Lint test',
  audience: 'LevyPayer',
  route: '/things/:thingId/change',
  context: ['project'],
  steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', fields: ['a'] }] }],
  submit: { kind: 'complex-change', method: 'POST', endpoint: '/api/things/change', payloadKey: 'change', changeType: 'StartDate', loadingMessage: '...', successMessage: 'Done', successRoute: '/things/:thingId' },
};

describe('catalog lint of form.json', () => {
  it('passes a well-formed manifest', () => {
    expect(manifestProblems(base)).toEqual([]);
    expect(manifestRules(base)).toEqual([]);
  });

  it('names a mistyped key and a wrong value by their pointer', () => {
    const typo = { ...base, submit: { ...base.submit, sucessMessage: 'x' }, steps: [{ ...base.steps[0], layout: 'grid' }] };
    expect(manifestProblems(typo)).toEqual(expect.arrayContaining(['form.json#/submit/sucessMessage: unknown key', expect.stringMatching(/^form\.json#\/steps\/0\/layout: /)]));
  });

  it('allows section help dialogs and refuses an unknown key inside one', () => {
    const entry = { label: 'What is it?', title: 'It', body: 'One.\n\nTwo.' };
    const withHelp = (help: unknown) => ({ ...base, steps: [{ ...base.steps[0], sections: [{ id: 'main', fields: ['a'], help: [help] }] }] });
    expect(manifestProblems(withHelp(entry))).toEqual([]);
    expect(manifestProblems(withHelp({ ...entry, text: 'x' }))).toEqual(['form.json#/steps/0/sections/0/help/0/text: unknown key']);
    expect(manifestProblems(withHelp({ label: 'What is it?', title: 'It' }))).toEqual([expect.stringMatching(/^form\.json#\/steps\/0\/sections\/0\/help\/0: .*body/)]);
  });

  it('refuses a change type the server does not store and a success route parameter the route lacks', () => {
    const wrong = { ...base, submit: { ...base.submit!, changeType: 'ChangeOwner', successRoute: '/projects/:projectId' } };
    expect(manifestRules(wrong)).toEqual([
      `form.json#/submit/changeType: 'ChangeOwner' is not a change type the server stores (${CHANGE_TYPES.join(', ')})`,
      "form.json#/submit/successRoute: ':projectId' is not a parameter of the form's route",
    ]);
  });

  it('asks a section that describes fields to be a notice, about fields of its own step', () => {
    const withNotice = (section: FormManifest['steps'][number]['sections'][number]): FormManifest => ({ ...base, steps: [{ ...base.steps[0], sections: [...base.steps[0].sections, section] }] });
    expect(manifestRules(withNotice({ id: 'careful', description: 'Careful.', notice: 'warning', describes: ['a'] }))).toEqual([]);
    const twoSteps: FormManifest = { ...base, steps: [...withNotice({ id: 'careful', description: 'Careful.', notice: 'warning', describes: ['b'] }).steps, { id: 'next', title: 'Next', dataPointer: '', sections: [{ id: 'other', fields: ['b'] }] }] };
    expect(manifestRules(twoSteps)).toEqual(["form.json#/steps/0/sections/1/describes: 'b' is not a field of this step's sections"]);
    expect(manifestRules(withNotice({ id: 'careful', description: 'Careful.', describes: ['a', 'b'] }))).toEqual([
      "form.json#/steps/0/sections/1/describes: only a notice describes fields; the section has no 'notice'",
      "form.json#/steps/0/sections/1/describes: 'b' is not a field of this step's sections",
    ]);
  });

  it("asks a change request to name its project one way, and to upload another levy payer's project's files under the change", () => {
    const byNumber = { by: 'number' as const, field: '/number', notFoundMessage: 'None.', ownProjectMessage: 'Yours.' };
    expect(manifestRules({ ...base, context: [] })).toEqual([
      "form.json#/submit: a change request names its project: declare the 'project' context (the route's project) or submit.project (by levy number)",
      "form.json#/loadFailedMessage: a change form without the route's project says in its own words that its context could not be loaded",
    ]);
    expect(manifestRules({ ...base, submit: { ...base.submit!, project: byNumber } })).toEqual([
      "form.json#/submit/project: the form already has the route's project (context 'project'); name it one way only",
    ]);
    const numbered: FormManifest = { ...base, route: '/things/take', context: [], loadFailedMessage: 'Not loaded.', submit: { ...base.submit!, successRoute: '/things', project: byNumber } };
    expect(manifestRules(numbered)).toEqual([]);
    const files = { field: 'files', minFiles: 0, maxFiles: 10, maxFileSizeBytes: 1000, extensions: ['pdf'] };
    expect(manifestRules({ ...numbered, attachments: files, submit: { ...numbered.submit!, uploadsUnder: 'project' } })).toEqual([
      "form.json#/submit/uploadsUnder: files of a project named by number go under the change request ('change'): the caller cannot upload under another levy payer's project",
    ]);
    expect(manifestRules({ ...numbered, attachments: files })).toEqual([]);
    expect(manifestRules({ ...numbered, attachments: files, submit: { ...numbered.submit!, uploadsUnder: 'change' } })).toEqual([]);
    expect(manifestProblems({ ...numbered, submit: { ...numbered.submit!, project: { ...byNumber, by: 'id' } } })).toEqual([expect.stringMatching(/^form\.json#\/submit\/project\/by: /)]);
    const custom = { ...base, context: [], loadFailedMessage: 'Not loaded.', submit: { ...base.submit!, kind: 'custom' as const, project: byNumber, uploadsUnder: 'change' as const } };
    expect(manifestRules(custom)).toEqual([
      'form.json#/submit/project: only a complex-change submission names its project by number',
      'form.json#/submit/uploadsUnder: only a complex-change submission uploads files after the save',
    ]);
  });

  it('refuses two forms on one endpoint or hosted the same way at one route', () => {
    const other = { ...base, id: 'lint-twin' };
    expect(catalogProblems([base, other]).get('lint-twin')).toEqual([
      "form.json#/submit/endpoint: '/api/things/change' is also the endpoint of form 'lint-test'",
      "form.json#/route: '/things/:thingId/change' already hosts (as page) form 'lint-test'",
    ]);
    expect(catalogProblems([base, { ...other, route: '/elsewhere', submit: { ...base.submit!, endpoint: '/api/other' } }]).size).toBe(0);
  });

  it('refuses a step embedding a form the catalog lacks', () => {
    const embedding = { ...base, id: 'lint-embed', route: '/embeds', submit: { ...base.submit!, endpoint: '/api/embeds' }, steps: [{ ...base.steps[0], embed: { capability: 'cardPayment' as const, form: 'lint-card', when: true as const } }] };
    expect(catalogProblems([base, embedding]).get('lint-embed')).toEqual(["form.json#/steps/0/embed/form: no form 'lint-card' in the catalog"]);
    expect(catalogProblems([base, embedding, { ...base, id: 'lint-card', route: '/cards', submit: { ...base.submit!, endpoint: '/api/cards' } }]).size).toBe(0);
  });

  it('names a step field placed in no section, unless a hidden widget holds it', () => {
    expect(unplacedFields(base, () => ['a', 'b', 'id'], { id: { 'ui:widget': 'hidden' } })).toEqual(["form.json#/steps/0/sections: field 'b' of the step's schema is placed in no section"]);
  });

  it('keeps the change types in step with the database (the latest migration that sets them)', () => {
    const dir = new URL('../../server/db/migrations/', import.meta.url);
    const checks = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => [...readFileSync(new URL(name, dir), 'utf8').matchAll(/CHECK \(change_type IN \(([^)]*)\)\)/g)].map((match) => match[1]));
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.at(-1)!.split(',').map((value) => value.trim().replace(/'/g, ''))).toEqual([...CHANGE_TYPES]);
  });

  it('lets a page host several dialogs, and simple changes share an endpoint when each changes fields of its own', () => {
    const dialog = (id: string): FormManifest => ({
      ...base,
      id,
      route: '/things/:thingId',
      host: 'dialog',
      submit: { ...base.submit!, kind: 'simple-change', endpoint: '/api/things/change/simple' },
    });
    expect(catalogProblems([dialog('quick-a'), dialog('quick-b')]).size).toBe(0);
    expect(sharedFieldProblems([{ manifest: dialog('quick-a'), fields: ['a', 'b'] }, { manifest: dialog('quick-b'), fields: ['c'] }]).size).toBe(0);
    expect(sharedFieldProblems([{ manifest: dialog('quick-a'), fields: ['a', 'b'] }, { manifest: dialog('quick-b'), fields: ['b'] }]).get('quick-b')).toEqual([
      "form.json#/submit/endpoint: field 'b' is also changed by form 'quick-a' on '/api/things/change/simple'",
    ]);
    const complex = { ...base, submit: { ...base.submit!, endpoint: '/api/things/change/simple' } };
    expect(sharedFieldProblems([{ manifest: complex, fields: ['x'] }, { manifest: dialog('quick-a'), fields: ['a'] }]).get('quick-a')).toEqual([
      "form.json#/submit/endpoint: '/api/things/change/simple' is also the endpoint of a form that is not a simple change",
    ]);
    expect(catalogProblems([complex, dialog('quick-a')]).size).toBe(0);
  });

  it('names upload rules that differ between form.json, the field schema and the server', () => {
    const files = { maxItems: 10, items: { properties: { fileName: { pattern: '\\.(pdf|png)$' }, sizeBytes: { maximum: 1000 } } } };
    const server = { maxBytes: 1000, extensions: ['pdf', 'png', 'zip'] };
    const agreeing: FormManifest = { ...base, attachments: { field: 'files', minFiles: 0, maxFiles: 10, maxFileSizeBytes: 1000, extensions: ['pdf', 'png'] } };
    expect(attachmentProblems(agreeing, files, server)).toEqual([]);
    const drifting: FormManifest = { ...base, attachments: { field: 'files', minFiles: 0, maxFiles: 5, maxFileSizeBytes: 2000, extensions: ['pdf', 'exe'] } };
    expect(attachmentProblems(drifting, files, server)).toEqual([
      "form.json#/attachments/maxFiles: 5 but the field's schema allows 10 files",
      "form.json#/attachments/maxFileSizeBytes: 2000 but the field's schema allows 1000",
      'form.json#/attachments/maxFileSizeBytes: 2000 is more than the server accepts (1000)',
      "form.json#/attachments/extensions: 'exe' is refused by the field's schema",
      "form.json#/attachments/extensions: 'exe' is refused by the server",
      "form.json#/attachments/extensions: the field's schema accepts 'png', which form.json does not list",
    ]);
  });

  it('names a form taking 0-byte files whose schema refuses them', () => {
    const server = { maxBytes: 1000, extensions: ['csv'] };
    const files = (minimum?: number) => ({ maxItems: 1, items: { properties: { fileName: { pattern: '\\.csv$' }, sizeBytes: { minimum, maximum: 1000 } } } });
    const taking: FormManifest = { ...base, attachments: { field: 'files', minFiles: 0, maxFiles: 1, maxFileSizeBytes: 1000, extensions: ['csv'], acceptEmptyFiles: true } };
    expect(attachmentProblems(taking, files(0), server)).toEqual([]);
    expect(attachmentProblems(taking, files(1), server)).toEqual(["form.json#/attachments/acceptEmptyFiles: the uploader attaches a 0-byte file but the field's schema needs at least 1 bytes"]);
    expect(attachmentProblems({ ...taking, attachments: { ...taking.attachments!, acceptEmptyFiles: false } }, files(1), server)).toEqual([]);
  });

  it('names a minimum of files the schema does not enforce', () => {
    const files = { maxItems: 10, items: { properties: { fileName: { pattern: '\\.(pdf|png)$' }, sizeBytes: { maximum: 1000 } } } };
    const server = { maxBytes: 1000, extensions: ['pdf', 'png'] };
    const rules = { field: 'files', minFiles: 1, maxFiles: 10, maxFileSizeBytes: 1000, extensions: ['pdf', 'png'] };
    const requiring: FormManifest = { ...base, attachments: rules };
    expect(attachmentProblems(requiring, { ...files, minItems: 1 }, server, true)).toEqual([]);
    expect(attachmentProblems(requiring, files, server, false)).toEqual([
      "form.json#/attachments/minFiles: 1 but the field's schema has minItems 0",
      "form.json#/attachments/minFiles: 1 but the schema does not require 'files', so data without files passes",
    ]);
    const optional: FormManifest = { ...base, attachments: { ...rules, minFiles: 0 } };
    expect(attachmentProblems(optional, { ...files, minItems: 1 }, server, true)).toEqual(["form.json#/attachments/minFiles: 0 but the field's schema has minItems 1"]);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { repositoryForms } from '../studio/form-compiler.ts';
import { seedCatalogRevisions } from '../studio/seed-revisions.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';
import { reword } from '../test-support/reword.ts';

// A catalog form chosen by what it is, never by name: the first complex change of the catalog.
const changeForm = repositoryForms().find((form) => form.manifest.submit?.kind === 'complex-change')!;
const formId = changeForm.id;
const submit = changeForm.manifest.submit!;

describeApi('Forms Studio API', (t: ApiContext) => {
  const get = async (url: string, user: 'analyst' | 'tester' | 'payer' = 'analyst') => t.app.inject({ url, headers: await t.auth(user) });
  const send = async (method: 'PUT' | 'POST', url: string, payload: unknown, user: 'analyst' | 'tester' = 'analyst') =>
    t.app.inject({ method, url, payload: payload as object, headers: await t.auth(user) });
  const emptySubmission = async () =>
    t.app.inject({ method: 'POST', url: submit.endpoint, headers: await t.auth('payer'), payload: { [submit.payloadKey!]: {} } });

  beforeAll(async () => {
    await seedCatalogRevisions(t.db);
  });

  it('answers a levy payer 403 on /api/studio, and an analyst or tester 403 on levy payer data', async () => {
    expect((await get('/api/studio/forms', 'payer')).statusCode).toBe(403);
    expect((await get('/api/project', 'analyst')).statusCode).toBe(403);
    expect((await get('/api/project', 'tester')).statusCode).toBe(403);
  });

  it('lists every catalog form with its published revision, for testers too', async () => {
    const res = await get('/api/studio/forms', 'tester');
    expect(res.statusCode).toBe(200);
    const { forms } = res.json();
    expect(forms.map((form: { id: string }) => form.id)).toEqual(repositoryForms().map((form) => form.id));
    expect(forms[0]).toMatchObject({ version: 1, revision: 1, draft: false, publishedBy: expect.any(String), publishedAt: expect.any(String) });
  });

  it('seeds revision 1 once: seeding again adds nothing', async () => {
    expect(await seedCatalogRevisions(t.db)).toEqual([]);
  });

  it('keeps a draft for analysts only, and a tester runs its checks without keeping it', async () => {
    const { files } = (await get(`/api/studio/forms/${formId}`, 'tester')).json();
    expect((await send('PUT', `/api/studio/forms/${formId}/draft`, { files }, 'tester')).statusCode).toBe(403);
    const checked = await send('POST', `/api/studio/forms/${formId}/check`, { files }, 'tester');
    expect(checked.statusCode).toBe(200);
    expect(checked.json().checks).toMatchObject({ lint: [], breaking: [], fixtures: { passed: Object.keys(files.fixtures).length, failed: 0 } });
  });

  it('lets a tester propose a fixture, which joins the draft with its result', async () => {
    const { files } = (await get(`/api/studio/forms/${formId}`, 'tester')).json();
    const [name, fixture] = Object.entries(files.fixtures)[0] as [string, Record<string, unknown>];
    const proposal = { name: 'proposed-by-tester', fixture: { ...fixture, description: 'A copy proposed by a tester' } };
    const res = await send('POST', `/api/studio/forms/${formId}/fixtures`, proposal, 'tester');
    expect(res.statusCode).toBe(201);
    expect(res.json().checks.fixtures.results).toContainEqual(expect.objectContaining({ name: 'proposed-by-tester', passed: true }));
    const draft = (await get(`/api/studio/forms/${formId}`, 'tester')).json();
    expect(draft.draft).toBe(true);
    expect(Object.keys(draft.files.fixtures)).toContain('proposed-by-tester');
    expect((await send('POST', `/api/studio/forms/${formId}/fixtures`, { name, fixture }, 'tester')).statusCode).toBe(409);
    expect((await send('POST', `/api/studio/forms/${formId}/fixtures`, { name: 'Bad Name', fixture }, 'tester')).statusCode).toBe(400);
    const discarded = await t.app.inject({ method: 'DELETE', url: `/api/studio/forms/${formId}/draft`, headers: await t.auth('analyst') });
    expect(discarded.statusCode).toBe(204);
  });

  it('refuses malformed files with 400, never 500', async () => {
    const res = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: { form: {} } });
    expect(res.statusCode).toBe(400);
    const broken = (await get(`/api/studio/forms/${formId}`)).json().files;
    const res2 = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: { ...broken, schema: { type: 'object', properties: { x: { type: 'string', notAKeyword: 1 } } } } });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().checks.lint.length).toBeGreaterThan(0);
    expect((await send('POST', `/api/studio/forms/${formId}/publish`, {})).statusCode).toBe(422);
    const discarded = await t.app.inject({ method: 'DELETE', url: `/api/studio/forms/${formId}/draft`, headers: await t.auth('analyst') });
    expect(discarded.statusCode).toBe(204);
    expect((await get(`/api/studio/forms/${formId}`)).json().draft).toBe(false);
  });

  it('publishes a reworded message as a new revision the server validates with at once', async () => {
    const before = await emptySubmission();
    expect(before.statusCode).toBe(400);
    const message: string = before.json().errors[0].message;
    const reworded = `${message} (reworded)`;
    const { files } = (await get(`/api/studio/forms/${formId}`)).json();

    const messageOnly = reword(files, message, reworded, ['schema', 'form']);
    const failing = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: messageOnly });
    expect(failing.statusCode).toBe(200);
    expect(failing.json().checks.lint).toEqual([]);
    expect(failing.json().checks.fixtures.failed).toBeGreaterThan(0);
    const blocked = await send('POST', `/api/studio/forms/${formId}/publish`, {});
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().checks.fixtures.failed).toBeGreaterThan(0);

    const withFixtures = reword(messageOnly, message, reworded, ['fixtures']);
    const passing = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: withFixtures });
    expect(passing.json().checks).toMatchObject({ lint: [], breaking: [], fixtures: { failed: 0 } });
    const preview = await t.app.inject({ url: passing.json().preview.moduleUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/javascript');

    const published = await send('POST', `/api/studio/forms/${formId}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ version: changeForm.manifest.version, revision: 2 });
    const current = (await get(`/api/forms/${formId}/current`, 'payer')).json();
    expect(current).toMatchObject({ version: changeForm.manifest.version, revision: 2, moduleUrl: expect.stringMatching(/^\/studio-modules\/[0-9a-f]{64}\.js$/) });
    expect((await t.app.inject({ url: current.moduleUrl })).statusCode).toBe(200);

    const after = await emptySubmission();
    expect(after.statusCode).toBe(400);
    expect(after.json().errors.map((error: { message: string }) => error.message)).toContain(reworded);
    expect((await get(`/api/studio/forms/${formId}`)).json()).toMatchObject({ revision: 2, draft: false });
  });

  it('refuses a breaking change with its rule named, and exports it for a developer release', async () => {
    const { files } = (await get(`/api/studio/forms/${formId}`)).json();
    const property = Object.keys(files.schema.properties)[0];
    const breaking = structuredClone(files);
    delete breaking.schema.properties[property];
    const res = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: breaking });
    expect(res.json().checks.breaking).toContainEqual(expect.objectContaining({ rule: 'property-removed', pointer: `/${property}` }));
    const blocked = await send('POST', `/api/studio/forms/${formId}/publish`, {});
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().checks.breaking.map((change: { rule: string }) => change.rule)).toContain('property-removed');
    const exported = (await get(`/api/studio/forms/${formId}/export`, 'tester')).json();
    expect(Object.keys(exported.folder)).toEqual(expect.arrayContaining(['form.json', 'schema.json', 'ui.json', 'machine.json']));
    expect(exported.breaking.map((change: { rule: string }) => change.rule)).toContain('property-removed');
  });

  it('refuses as breaking a field hidden from users, a control that sends another shape, and a condition added', async () => {
    const { files } = (await get(`/api/studio/forms/${formId}`)).json();
    const control = (name: string) => (files.ui[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    const [shown, other] = Object.keys(files.schema.properties).filter((name) => control(name) !== 'hidden');
    const edited = structuredClone(files);
    edited.ui[shown] = { ...edited.ui[shown], 'ui:widget': 'hidden' };
    edited.ui[other] = { ...edited.ui[other], 'ui:widget': ['yesNo', 'checkbox'].includes(control(other) as string) ? 'money' : 'yesNo' };
    edited.schema.allOf = [...(edited.schema.allOf ?? []), { if: { required: [shown] }, then: { required: [other] } }];
    const res = await send('PUT', `/api/studio/forms/${formId}/draft`, { files: edited });
    const found = res.json().checks.breaking.map((change: { rule: string; pointer: string }) => `${change.rule} ${change.pointer}`);
    expect(found).toEqual(expect.arrayContaining([`widget-changed /${shown}`, `widget-changed /${other}`, 'condition-tightened /']));
    expect((await send('POST', `/api/studio/forms/${formId}/publish`, {})).statusCode).toBe(422);
  });

  it('keeps history and reverts by publishing an older revision as a new one', async () => {
    const history = (await get(`/api/studio/forms/${formId}/revisions`, 'tester')).json().revisions;
    expect(history.map((item: { revision: number }) => item.revision)).toEqual([2, 1]);
    const first = (await get(`/api/studio/forms/${formId}/revisions/1`, 'tester')).json();
    expect(first.files.form.id).toBe(formId);
    expect((await send('POST', `/api/studio/forms/${formId}/revert`, { revision: 1 }, 'tester')).statusCode).toBe(403);
    const reverted = await send('POST', `/api/studio/forms/${formId}/revert`, { revision: 1 });
    expect(reverted.json()).toEqual({ version: changeForm.manifest.version, revision: 3 });
    const current = (await get(`/api/forms/${formId}/current`, 'payer')).json();
    expect(current).toMatchObject({ revision: 3, hash: first.hash, moduleUrl: null });
    expect((await get(`/api/studio/forms/${formId}/revisions/99`)).statusCode).toBe(404);
    expect((await get('/api/studio/forms/no-such-form')).statusCode).toBe(404);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { filesOfCatalogForm, type CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { validNotification } from '../test-support/catalog-notification-data.ts';
import type { NotificationData } from '../projects/notification-form.ts';
import { describeApi } from '../test-support/api.ts';
import { reword, writtenIn } from '../test-support/reword.ts';
import { repositoryForms } from './form-compiler.ts';
import { seedCatalogRevisions } from './seed-revisions.ts';

// Forms chosen by what they declare, never by name: the one whose saved drafts are submitted at
// the draft submit route, and those with a route of their own taking the data under its key.
const notification = repositoryForms().find((form) => form.manifest.submit?.endpoint === '/api/project/submit')!;
// (a named payload mapping of the data sends it under that key too when the key is all it holds).
const sendsUnderKey = (form: CatalogForm) => {
  const { payload, payloadKey } = form.manifest.submit!;
  return !payload || Object.keys(form.manifest.payloads?.[payload] ?? {}).join() === payloadKey;
};
const ownRouteForms = repositoryForms().filter((form) => form.manifest.submit?.kind === 'custom' && sendsUnderKey(form) && form !== notification);

type Reply = { statusCode: number; json(): { errors?: { message: string }[] } };
const messagesOf = (res: Reply) => (res.statusCode === 400 ? (res.json().errors ?? []).map((error) => error.message) : []);
/** The first message of a refusal that the form itself words (not the route's own checks). */
const formMessage = (form: CatalogForm, res: Reply) => messagesOf(res).find((text) => writtenIn(filesOfCatalogForm(form), text));

describeApi('form revisions in use by every form', (t) => {
  /** Saves the form's draft with the message reworded in its own files; whether its checks pass. */
  const draftReworded = async (formId: string, message: string) => {
    const headers = await t.auth('analyst');
    const { files } = (await t.app.inject({ url: `/api/studio/forms/${formId}`, headers })).json();
    const reworded = `${message} (reworded)`;
    const draft = reword(files, message, reworded, ['schema', 'form', 'ui', 'fixtures']);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/studio/forms/${formId}/draft`, headers, payload: { files: draft } });
    return saved.json().checks as { lint: unknown[]; breaking: unknown[]; fixtures: { failed: number } };
  };
  const publishReworded = async (formId: string, message: string) => {
    expect(await draftReworded(formId, message)).toMatchObject({ lint: [], breaking: [], fixtures: { failed: 0 } });
    return publishDraft(formId, message);
  };
  /** Publishes the draft `draftReworded` saved. */
  const publishDraft = async (formId: string, message: string) => {
    const headers = await t.auth('analyst');
    const reworded = `${message} (reworded)`;
    const published = await t.app.inject({ method: 'POST', url: `/api/studio/forms/${formId}/publish`, headers, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    return { reworded, revision: published.json().revision as number };
  };
  const current = async (formId: string) => (await t.app.inject({ url: `/api/forms/${formId}/current`, headers: await t.auth('payer') })).json();

  beforeAll(async () => {
    await seedCatalogRevisions(t.db);
  });

  it('checks a form with a route of its own by its newest revision at once', async () => {
    let chosen: { form: CatalogForm; message: string } | undefined;
    const send = async (form: CatalogForm) => {
      const submit = form.manifest.submit!;
      return t.app.inject({ method: submit.method, url: submit.endpoint, headers: await t.auth('payer'), payload: { [submit.payloadKey]: {} } });
    };
    // A message the form alone words: one that a shared schema also gives another field (which the
    // rewording leaves as it is) fails the fixtures that pin it there.
    for (const form of ownRouteForms) {
      const message = formMessage(form, await send(form));
      const checks = message ? await draftReworded(form.id, message) : undefined;
      if (message && checks && !checks.lint.length && !checks.breaking.length && !checks.fixtures.failed) {
        chosen = { form, message };
        break;
      }
    }
    expect(chosen, 'a form with a route of its own that refuses empty data in words of its own alone').toBeDefined();
    const { form, message } = chosen!;
    const { reworded, revision } = await publishDraft(form.id, message);
    expect(await current(form.id)).toMatchObject({ revision });
    const after = messagesOf(await send(form));
    expect(after).toContain(reworded);
    expect(after).not.toContain(message);
  });

  it('checks a notification draft with the revision it was saved with, and records it on the project', async () => {
    const save = async (data: NotificationData, projectId = 'new-project') =>
      t.app.inject({ method: 'POST', url: '/api/project/save', headers: await t.auth('payer'), payload: { project: { projectId, ...data } } });
    const submit = async (id: string) => t.app.inject({ method: 'POST', url: '/api/project/submit', headers: await t.auth('payer'), payload: { id } });
    const recorded = async (id: string) =>
      (await t.db.query('SELECT form_id, form_version, form_revision, form_hash FROM projects WHERE project_id = $1', [id])).rows[0];
    // A draft without its cost of work: saved, but refused at submit in the form's own words.
    const incomplete = (): NotificationData => {
      const { costOfWork: _left, ...rest } = validNotification();
      return rest;
    };

    const first = await current(notification.id);
    const before = (await save(incomplete())).json().projectId as string;
    expect(await recorded(before)).toEqual({ form_id: notification.id, form_version: first.version, form_revision: first.revision, form_hash: first.hash });
    const message = formMessage(notification, await submit(before));
    expect(message).toBeDefined();

    const { reworded, revision } = await publishReworded(notification.id, message!);
    const published = await current(notification.id);
    expect(published).toMatchObject({ revision, moduleUrl: expect.any(String) });
    const after = (await save(incomplete())).json().projectId as string;
    expect(await recorded(after)).toMatchObject({ form_revision: revision, form_hash: published.hash });
    expect(messagesOf(await submit(after))).toContain(reworded);

    // The earlier draft keeps its revision when saved again, and is checked by it at submit.
    expect((await save(incomplete(), before)).statusCode).toBe(200);
    expect(await recorded(before)).toMatchObject({ form_revision: first.revision, form_hash: first.hash });
    const old = messagesOf(await submit(before));
    expect(old).toContain(message);
    expect(old).not.toContain(reworded);

    // Resumed, each draft names the revision it is checked by, for the browser to load the same.
    const resumedWith = async (id: string) => (await t.app.inject({ url: `/api/project/${id}`, headers: await t.auth('payer') })).json().project.formRevision;
    expect(await resumedWith(before)).toEqual(first);
    expect(await resumedWith(after)).toEqual(published);

    // A submission records the revision that checked it.
    const complete = (await save(validNotification())).json().projectId as string;
    const submitted = await submit(complete);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await recorded(complete)).toMatchObject({ form_revision: revision, form_hash: published.hash });
  });
});

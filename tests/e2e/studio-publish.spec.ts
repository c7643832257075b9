/**
 * Forms Studio, server side of the journey: an analyst rewords a message of change-start-date
 * through the Studio API, sees the fixtures that pin it fail, updates them and publishes; then a
 * levy payer, without a restart, sees the new message in the form (the revision's module imported
 * from our own origin under the strict CSP) and gets it from the server's 400. A breaking edit is
 * refused with its rule named; the Studio's roles and the levy payer's data stay apart.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogText } from '../support/catalog-text.ts';
import { callApi, signIn } from './support/session.ts';

const FORM = 'change-start-date';
const message = catalogText(FORM, 'schema', '/properties/reasonForChange/errorMessage/type');
const reworded = `${message} (as published from the Studio)`;

type Files = { form: Record<string, unknown>; schema: Record<string, unknown>; fixtures: Record<string, unknown> } & Record<string, unknown>;
type Checks = { lint: unknown[]; fixtures: { passed: number; failed: number }; breaking: { rule: string }[] };

function reword(files: Files, parts: string[]): Files {
  const copy = structuredClone(files);
  const quoted = (text: string) => JSON.stringify(text).slice(1, -1);
  for (const part of parts) copy[part] = JSON.parse(JSON.stringify(copy[part]).split(quoted(message)).join(quoted(reworded)));
  return copy;
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (entry) => {
    if (/Content[- ]Security[- ]Policy/i.test(entry.text())) violations.push(entry.text());
  });
  return violations;
}

test('an analyst publishes a reworded message that the running portal and server use at once', async ({ browser }) => {
  const analyst = await (await browser.newContext()).newPage();
  await signIn(analyst, 'analyst@example.com');
  await expect(analyst).toHaveURL(/\/studio$/);
  expect((await callApi(analyst, '/api/project?current=true')).status).toBe(403);

  const { body: form } = await callApi<{ files: Files; revision: number }>(analyst, `/api/studio/forms/${FORM}`);
  const schemaOnly = reword(form.files, ['schema']);
  const failing = await callApi<{ checks: Checks }>(analyst, `/api/studio/forms/${FORM}/draft`, { method: 'PUT', data: { files: schemaOnly } });
  expect(failing.body.checks.lint).toEqual([]);
  expect(failing.body.checks.fixtures.failed).toBeGreaterThan(0);
  expect((await callApi(analyst, `/api/studio/forms/${FORM}/publish`, { method: 'POST' })).status).toBe(422);

  const savedAt = Date.now();
  const passing = await callApi<{ checks: Checks; preview: { moduleUrl: string } }>(analyst, `/api/studio/forms/${FORM}/draft`, { method: 'PUT', data: { files: reword(form.files, ['schema', 'fixtures']) } });
  expect(passing.body.checks).toMatchObject({ lint: [], breaking: [], fixtures: { failed: 0 } });
  expect((await analyst.request.get(passing.body.preview.moduleUrl)).status()).toBe(200);
  console.log(`edit to checks and preview module: ${Date.now() - savedAt} ms`);

  const payer = await (await browser.newContext()).newPage();
  const csp = watchCsp(payer);
  await signIn(payer, 'payer@example.com');
  expect((await callApi(payer, '/api/studio/forms')).status).toBe(403);
  const { body: list } = await callApi<{ projects: { projectId: string; status: string }[] }>(payer, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const project = list.projects.find((row) => row.status === 'Submitted')!;

  const publishedAt = Date.now();
  const published = await callApi<{ revision: number }>(analyst, `/api/studio/forms/${FORM}/publish`, { method: 'POST' });
  expect(published.status).toBe(200);
  expect(published.body.revision).toBe(form.revision + 1);
  await payer.goto(`/levies-payer-portal/project/${project.projectId}/change-start-date`);
  await payer.getByLabel('Reason for change').focus();
  await payer.getByLabel(/I certify/).focus();
  await expect(payer.getByText(reworded)).toBeVisible();
  console.log(`publish to the portal serving the new message: ${Date.now() - publishedAt} ms`);
  expect(csp).toEqual([]);

  const submit = catalogText(FORM, 'form', '/submit/endpoint');
  const refused = await callApi<{ errors: { message: string }[] }>(payer, submit, { method: 'POST', data: { [catalogText(FORM, 'form', '/submit/payloadKey')]: { projectId: project.projectId } } });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.map((error) => error.message)).toContain(reworded);

  // A breaking edit is refused with its rule named.
  const breaking = structuredClone(form.files);
  delete (breaking.schema.properties as Record<string, unknown>).reasonForChange;
  const checked = await callApi<{ checks: Checks }>(analyst, `/api/studio/forms/${FORM}/draft`, { method: 'PUT', data: { files: breaking } });
  expect(checked.body.checks.breaking.map((change) => change.rule)).toContain('property-removed');
  const refusedPublish = await callApi<{ checks: Checks }>(analyst, `/api/studio/forms/${FORM}/publish`, { method: 'POST' });
  expect(refusedPublish.status).toBe(422);
  expect(refusedPublish.body.checks.breaking.map((change) => change.rule)).toContain('property-removed');

  // Back to the repository's wording for the journeys that follow.
  await callApi(analyst, `/api/studio/forms/${FORM}/draft`, { method: 'DELETE' });
  expect((await callApi(analyst, `/api/studio/forms/${FORM}/revert`, { method: 'POST', data: { revision: form.revision } })).status).toBe(200);
});

/**
 * Forms Studio, every form: a published rewording reaches a form that is not a change form, and a
 * change of the generated types that no longer accepts the live data is refused with the differing type text.
 * The form is chosen at run time from the catalog — a page form with a route of its own that
 * any signed-in user may open — and the message is one the server refuses an invalid value of one
 * of its text fields with, in the form's own words. An analyst publishes the rewording; without a restart the levy payer's page (the
 * revision's module, under the strict CSP) and the server's 400 both give the new words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { filesOfCatalogForm, loadCatalog, type CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';

type Files = Record<string, unknown>;
type Refusal = { errors?: { path: string; message: string }[] };

const root = join(import.meta.dirname, '..', '..');
const candidates = loadCatalog(join(root, 'forms')).filter(
  ({ manifest }) => manifest.submit?.kind === 'custom' && !manifest.submit.payload && manifest.host !== 'dialog' && manifest.host !== 'wizard' && manifest.audience === 'Any' && manifest.route && !manifest.route.includes(':'),
);

const quoted = (text: string) => JSON.stringify(text).slice(1, -1);
const writtenIn = (files: unknown, text: string) => JSON.stringify(files).includes(quoted(text));
function reword(files: Files, from: string, to: string): Files {
  const copy = structuredClone(files);
  for (const part of ['schema', 'form', 'ui', 'fixtures']) copy[part] = JSON.parse(JSON.stringify(copy[part]).split(quoted(from)).join(quoted(to)));
  return copy;
}

// Messages the shared schemas word: a form's rewording leaves those (and the fixtures pinning them) as they are.
const sharedWording = readdirSync(join(root, 'schemas')).filter((name) => name.endsWith('.json')).map((name) => readFileSync(join(root, 'schemas', name), 'utf8')).join('\n');
const INVALID = '?';

/**
 * A text field of the form (a top-level string with a title and messages of its own) that the
 * server refuses an invalid value of in the form's own words, as the page's user.
 */
async function ownRefusal(page: Page, form: CatalogForm) {
  const submit = form.manifest.submit!;
  const own = filesOfCatalogForm(form);
  for (const [name, property] of Object.entries<Record<string, unknown>>(form.schema.properties ?? {})) {
    const text = property.type === 'string' || (typeof property.$ref === 'string' && property.type === undefined);
    if (!text || typeof property.title !== 'string' || property.readOnly || !property.errorMessage) continue;
    const refused = await callApi<Refusal>(page, submit.endpoint, { method: submit.method, data: { [submit.payloadKey]: { [name]: INVALID } } });
    if (refused.status !== 400) return undefined;
    const error = refused.body.errors?.find(({ path, message }) => path === `/${name}` && writtenIn(own, message) && !sharedWording.includes(quoted(message)));
    if (error) return { ...error, label: property.title };
  }
  return undefined;
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (entry) => {
    if (/Content[- ]Security[- ]Policy/i.test(entry.text())) violations.push(entry.text());
  });
  return violations;
}

test('a rewording published for a form with a route of its own reaches its page and the server at once', async ({ browser }) => {
  const payer = await (await browser.newContext()).newPage();
  const csp = watchCsp(payer);
  await signIn(payer, 'payer@example.com');
  let chosen: { form: CatalogForm; path: string; message: string; label: string } | undefined;
  for (const form of candidates) {
    const refusal = await ownRefusal(payer, form);
    if (refusal) {
      chosen = { form, ...refusal };
      break;
    }
  }
  expect(chosen, 'a page form any user opens, refusing an invalid value in its own words').toBeDefined();
  const { form, path, message, label } = chosen!;
  const reworded = `${message} (as published from the Studio)`;

  const analyst = await (await browser.newContext()).newPage();
  await signIn(analyst, 'analyst@example.com');
  const { body: live } = await callApi<{ files: Files; revision: number }>(analyst, `/api/studio/forms/${form.id}`);
  const draft = await callApi<{ checks: { lint: unknown[]; breaking: unknown[]; types: unknown[]; fixtures: { failed: number } } }>(analyst, `/api/studio/forms/${form.id}/draft`, {
    method: 'PUT',
    data: { files: reword(live.files, message, reworded) },
  });
  // A rewording changes no generated type: the type check passes with the others.
  expect(draft.body.checks).toMatchObject({ lint: [], breaking: [], types: [], fixtures: { failed: 0 } });
  const published = await callApi<{ revision: number }>(analyst, `/api/studio/forms/${form.id}/publish`, { method: 'POST' });
  expect(published.status).toBe(200);

  // The page opened now runs the published revision: the invalid value is refused in the new words.
  await payer.goto(form.manifest.route!);
  const field = payer.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`));
  await field.fill(INVALID);
  await field.blur();
  await expect(payer.getByText(reworded).first()).toBeVisible();
  await expect(payer.getByText(message, { exact: true })).toHaveCount(0);
  expect(csp).toEqual([]);

  const submit = form.manifest.submit!;
  const refused = await callApi<Refusal>(payer, submit.endpoint, { method: submit.method, data: { [submit.payloadKey]: { [path.slice(1)]: INVALID } } });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toContainEqual({ path, message: reworded });

  // Back to the repository's wording for the journeys that follow.
  expect((await callApi(analyst, `/api/studio/forms/${form.id}/revert`, { method: 'POST', data: { revision: live.revision } })).status).toBe(200);
});

test('a choice added keeps the live data typed; a choice removed is refused with the differing type text, and Export is offered', async ({ page }) => {
  // A form chosen at run time: the first with a top-level choice.
  const pick = loadCatalog(join(root, 'forms'))
    .map((form) => ({ form, name: Object.keys(form.schema.properties ?? {}).find((key) => Array.isArray(form.schema.properties[key].enum)) }))
    .find((entry) => entry.name)!;
  const { form, name } = { form: pick.form, name: pick.name! };
  await signIn(page, 'analyst@example.com');
  type Checks = { lint: unknown[]; breaking: unknown[]; fixtures: { failed: number }; types: { message: string; live: string; draft: string }[] };
  const { body } = await callApi<{ files: Files & { schema: { properties: Record<string, { enum: (string | number)[] }> }; ui: Record<string, Record<string, unknown>> } }>(page, `/api/studio/forms/${form.id}`);

  // One more choice (far from any a fixture pins as unknown): every live value still fits the draft's types.
  const widened = structuredClone(body.files);
  const values = widened.schema.properties[name].enum;
  values.push(typeof values[0] === 'number' ? Math.max(...(values as number[])) + 1000 : 'another-choice');
  const labels = widened.ui[name]?.['ui:enumNames'];
  if (Array.isArray(labels)) labels.push('Another choice');
  const accepted = await callApi<{ checks: Checks }>(page, `/api/studio/forms/${form.id}/draft`, { method: 'PUT', data: { files: widened } });
  expect(accepted.body.checks).toMatchObject({ lint: [], breaking: [], types: [], fixtures: { failed: 0 } });

  // The last choice removed: data the live revision accepted no longer fits the draft's types.
  const narrowed = structuredClone(body.files);
  const removed = narrowed.schema.properties[name].enum.pop()!;
  const narrowedLabels = narrowed.ui[name]?.['ui:enumNames'];
  if (Array.isArray(narrowedLabels)) narrowedLabels.pop();
  const refused = await callApi<{ checks: Checks }>(page, `/api/studio/forms/${form.id}/draft`, { method: 'PUT', data: { files: narrowed } });
  expect(refused.body.checks.types).toHaveLength(1);
  expect(refused.body.checks.types[0].message).toMatch(/not assignable/);
  expect(refused.body.checks.types[0].live).toContain(JSON.stringify(removed));
  expect(refused.body.checks.types[0].draft).not.toContain(JSON.stringify(removed));
  expect((await callApi(page, `/api/studio/forms/${form.id}/publish`, { method: 'POST' })).status).toBe(422);

  await page.goto(`/studio/forms/${form.id}`);
  await expect(page.getByRole('heading', { name: form.manifest.title, level: 1 })).toBeVisible();
  const report = page.getByTestId('type-changes');
  await expect(report).toBeVisible();
  await expect(report.locator('pre')).toContainText(`- `);
  await expect(report.locator('pre')).toContainText(JSON.stringify(removed));
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export for a developer release' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect((await callApi(page, `/api/studio/forms/${form.id}/draft`, { method: 'DELETE' })).status).toBe(204);
});

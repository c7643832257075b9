/**
 * The Forms Studio end to end (issue 11, "Done when"): an analyst rewords a message of a change
 * form, sees the fixtures that pin it fail, updates them from the Messages view and publishes;
 * a levy payer then gets the new message in the form and from the server's 400 without a restart.
 * A breaking edit is refused with its rule named; a tester runs every form's fixtures in the
 * browser with the counts `npm run fixtures` gives; a levy payer gets 403 from /api/studio.
 * The form and message are picked from the catalog at run time.
 */
import { join } from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import { runFixture } from '../../engine/core/fixtures.ts';
import type { Project } from '../../src/api/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { loadCatalog, type CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';

const catalog = loadCatalog(join(import.meta.dirname, '..', '..', 'forms'));

interface Pick {
  entry: CatalogForm;
  /** A top-level field of the first step whose required message a fixture pins. */
  field: string;
  label: string;
  message: string;
  /** A string property with a length limit, for the breaking edit. */
  limited: string;
}

type SchemaNode = { type?: unknown; enum?: unknown; title?: unknown; maxLength?: unknown; properties?: Record<string, SchemaNode>; errorMessage?: { required?: Record<string, unknown> } };

/** Widgets that take typed text, so focusing and leaving the empty field shows its required message. */
const TYPED_WIDGETS = [undefined, 'text', 'textarea'];

/** A change form on a project's page with a required text field whose message a fixture pins, and a length-limited field. */
function pickForm(): Pick {
  for (const entry of catalog) {
    const { manifest } = entry;
    if (manifest.submit?.kind !== 'complex-change' || !manifest.route?.includes(':projectId') || manifest.submit.project) continue;
    const schema = entry.schema as SchemaNode;
    const properties = schema.properties ?? {};
    const first = manifest.steps[0];
    if (first.dataPointer) continue;
    const fields = first.sections.flatMap((section) => (section.visibleWhen || section.conditional ? [] : (section.fields ?? [])));
    const limited = Object.keys(properties).find((name) => typeof properties[name].maxLength === 'number');
    for (const field of fields) {
      const message = schema.errorMessage?.required?.[field];
      const label = properties[field]?.title;
      const widget = (entry.uiSchema[field] as Record<string, unknown> | undefined)?.['ui:widget'];
      const typed = properties[field]?.type === 'string' && !properties[field]?.enum && TYPED_WIDGETS.includes(widget as string | undefined);
      if (typeof message !== 'string' || typeof label !== 'string' || !limited || !typed) continue;
      const pinned = entry.fixtures.some(({ fixture }) => fixture.expect.errors?.some((error) => error.path === `/${field}` && error.message === message));
      if (pinned) return { entry, field, label, message, limited };
    }
  }
  throw new Error('The catalog has no change form with a pinned required message and a length limit');
}

async function aProjectFor(page: Page, pick: Pick): Promise<Project> {
  const { body } = await callApi<{ projects: { projectId: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  for (const row of body.projects) {
    const project = (await callApi<{ project: Project }>(page, `/api/project/${row.projectId}`)).body.project;
    if (changeRefusal(portal, pick.entry.manifest.availability, project, '') === null) return project;
  }
  throw new Error(`No demo project may be changed with ${pick.entry.id}`);
}

/** `npm run fixtures` over the repository's catalog: every fixture through the compiled forms. */
async function commandLineCounts(): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const entry of catalog) {
    const form = await loadForm(entry.id);
    for (const { fixture } of entry.fixtures) if (runFixture(form, fixture).passed) passed += 1;
    else failed += 1;
  }
  return { passed, failed };
}

test.describe.configure({ mode: 'serial' });

test('a levy payer gets 403 from the Studio API and is turned away from its pages', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  expect((await callApi(page, '/api/studio/forms')).status).toBe(403);
  await page.goto('/studio');
  await expect(page.getByText(portal.messages.notAuthorisedPage)).toBeVisible();
  await expect(page).not.toHaveURL(/\/studio/);
});

test('an analyst opening a portal page is told it is not for their account, and sent to the Studio', async ({ page }) => {
  await signIn(page, 'analyst@example.com');
  for (const path of ['/levies-payer-portal', '/certifier-portal', '/profile', '/onboarding']) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: portal.messages.notAuthorisedPage })).toBeVisible();
    await expect(page).toHaveURL(/\/studio$/);
  }
});

test('a tester runs every form\'s fixtures in the browser with the counts of npm run fixtures', async ({ page }) => {
  test.setTimeout(300_000);
  const expected = await commandLineCounts();
  await signIn(page, 'tester@example.com');
  await expect(page.getByRole('heading', { name: 'Forms Studio', level: 1 })).toBeVisible();
  for (const entry of catalog) await expect(page.locator(`tr[data-form-id="${entry.id}"]`)).toBeVisible();
  await page.getByRole('link', { name: "Run every form's fixtures" }).click();
  await page.getByRole('button', { name: 'Run all fixtures' }).click();
  await expect(page.getByTestId('fixture-totals')).toHaveText(`${expected.passed} passed, ${expected.failed} failed`, { timeout: 60_000 });
  await expect(page.locator('tr[data-form-id]')).toHaveCount(catalog.length);
});

test('machine.json completes a state\'s keys from the machine meta-schema', async ({ page }) => {
  const pick = pickForm();
  const id = pick.entry.id;
  await signIn(page, 'analyst@example.com');
  await page.goto(`/studio/forms/${id}`);
  await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'machine.json' }).click();
  const editor = page.getByRole('textbox', { name: 'machine.json' });
  await editor.click();
  // The cursor goes just inside the first state's object, as the editor lays the file out.
  const machine = pick.entry.machine as { states: Record<string, unknown> };
  const firstState = Object.keys(machine.states)[0];
  const line = JSON.stringify(machine, null, 2).split('\n').findIndex((text) => text.trim() === `${JSON.stringify(firstState)}: {`);
  expect(line).toBeGreaterThan(0);
  await page.keyboard.press('ControlOrMeta+Home');
  for (let down = 0; down < line; down += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Control+Space');
  const completions = page.getByRole('listbox');
  await expect(completions.getByRole('option', { name: /"always"/ })).toBeVisible();
  await expect(completions.getByRole('option', { name: /"tags"/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // The editor itself, built, is checked as well.
  await expectNoSeriousA11yViolations(page);
});

/** axe, again until the page has settled: the checks' answer restyles the page while it runs. A lasting violation still fails. */
const settledWithoutSeriousViolations = (page: Page) => expect(() => expectNoSeriousA11yViolations(page)).toPass({ timeout: 15_000 });

test('on a touch screen a file is plain text until tapped; the editor then takes its place, focused and scrolled where it was', async ({ browser }) => {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 5'];
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const pick = pickForm();
    await signIn(page, 'analyst@example.com');
    await page.goto(`/studio/forms/${pick.entry.id}`);
    await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'form.json' });
    await expect(text).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(page.locator('.cm-editor')).toHaveCount(0);
    await settledWithoutSeriousViolations(page);
    // Read further down the file, then tap a line there.
    await text.evaluate((element) => (element.scrollTop = 200));
    await text.tap();
    await expect(page.locator('.cm-content')).toBeFocused();
    await expect(page.locator('textarea[aria-label="form.json"]')).toHaveCount(0);
    expect(await page.locator('.cm-scroller').evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    await settledWithoutSeriousViolations(page);
  } finally {
    await context.close();
  }
});

test('an analyst rewords a message, updates the fixtures that pin it and publishes; the portal serves it at once', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const pick = pickForm();
  const id = pick.entry.id;
  const reworded = `${pick.message} (reworded ${Date.now()})`;
  await signIn(page, 'analyst@example.com');
  await expect(page.getByRole('heading', { name: 'Forms Studio', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.locator(`tr[data-form-id="${id}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
  // axe runs inside the Studio on the preview, under the page's strict CSP, once its verdict is in view.
  await page.getByRole('heading', { name: 'Accessibility of the preview' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('No serious or critical axe violation.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = (await callApi<{ revision: number | null }>(page, `/api/forms/${id}/current`)).body.revision;

  await page.getByRole('tab', { name: 'Messages' }).click();
  const input = page.getByLabel(`Message for /${pick.field}, required`);
  await input.fill(reworded);
  const preview = page.getByTestId('studio-preview');
  const previewBefore = await preview.getAttribute('data-preview-version');
  const edited = Date.now();
  await input.press('Enter');
  await expect(preview).not.toHaveAttribute('data-preview-version', previewBefore ?? '');
  const editToPreview = Date.now() - edited;

  // The fixtures that pin the old message fail against the draft.
  await expect(page.getByTestId('fixture-counts')).toHaveText(/^\d+ passed, [1-9]\d* failed$/);
  await expect(page.getByTestId('publish-blocker')).toContainText('fixture');
  await page.getByRole('button', { name: 'Update the fixtures' }).click();
  await expect(page.getByText(/^Updated \d+ fixtures?\.$/)).toBeVisible();
  await expect(page.getByTestId('fixture-counts')).toHaveText(/^\d+ passed, 0 failed$/);

  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeEnabled();
  const published = Date.now();
  await publish.click();
  await expect.poll(async () => (await callApi<{ revision: number | null }>(page, `/api/forms/${id}/current`)).body.revision).toBe((before ?? 0) + 1);
  const publishToServed = Date.now() - published;
  console.log(`studio timings: edit to preview ${editToPreview} ms; publish to the portal serving it ${publishToServed} ms`);

  const payerContext = await browser.newContext();
  try {
    const payer = await payerContext.newPage();
    await signIn(payer, 'payer@example.com');
    const project = await aProjectFor(payer, pick);
    await payer.goto(pick.entry.manifest.route!.replace(':projectId', project.projectId));
    const field = payer.getByLabel(pick.label, { exact: true }).first();
    await field.focus();
    await payer.keyboard.press('Tab');
    await expect(payer.getByText(reworded, { exact: true }).first()).toBeVisible();

    const submit = pick.entry.manifest.submit!;
    const refused = await callApi<{ errors?: { path: string; message: string }[] }>(payer, submit.endpoint!, {
      method: submit.method ?? 'POST',
      data: { [submit.payloadKey!]: { projectId: project.projectId }, projectNumber: project.projectNumber },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ message: reworded }));
  } finally {
    await payerContext.close();
  }

  // Back to the repository's wording for the journeys that read it: revert publishes the old revision again.
  if (before !== null) expect((await callApi(page, `/api/studio/forms/${id}/revert`, { method: 'POST', data: { revision: before } })).status).toBe(200);
});

test('the history compares any two revisions, by default one with the revision before it', async ({ page }) => {
  const pick = pickForm();
  const id = pick.entry.id;
  await signIn(page, 'analyst@example.com');
  await page.goto(`/studio/forms/${id}`);
  await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
  // The journey above published a revision and reverted it: three revisions at least.
  const { body } = await callApi<{ revisions: { revision: number }[] }>(page, `/api/studio/forms/${id}/revisions`);
  expect(body.revisions.length).toBeGreaterThanOrEqual(3);
  const [latest, previous] = body.revisions;
  const oldest = body.revisions[body.revisions.length - 1];

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: `Show the changes of revision ${latest.revision}` }).click();
  const from = page.getByLabel('Compare from');
  await expect(from).toHaveValue(String(previous.revision));
  await expect(page.getByLabel('Compare to')).toHaveValue(String(latest.revision));
  const changes = page.getByRole('region', { name: 'Changes between revisions' });
  await expect(changes.getByRole('heading', { name: new RegExp(`^From Revision ${previous.revision}, .+ to Revision ${latest.revision}, `) })).toBeVisible();
  await expect(changes.getByText('schema.json', { exact: true })).toBeVisible();

  await from.selectOption(String(oldest.revision));
  await expect(changes.getByRole('heading', { name: new RegExp(`^From Revision ${oldest.revision}, .+ to Revision ${latest.revision}, `) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a breaking edit is refused with its rule named, and Export is offered instead', async ({ page }) => {
  test.setTimeout(180_000);
  const pick = pickForm();
  const id = pick.entry.id;
  await signIn(page, 'analyst@example.com');
  await page.goto(`/studio/forms/${id}`);
  await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
  const { body } = await callApi<{ files: { schema: { properties: Record<string, { maxLength: number }> } } }>(page, `/api/studio/forms/${id}`);
  const schema = structuredClone(body.files.schema);
  schema.properties[pick.limited].maxLength -= 1;

  await page.getByRole('tab', { name: 'schema.json' }).click();
  const editor = page.getByRole('textbox', { name: 'schema.json' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(JSON.stringify(schema, null, 2));

  const report = page.getByTestId('breaking-changes');
  await expect(report).toBeVisible();
  const refused = await callApi<{ checks: { breaking: { rule: string; pointer: string }[] } }>(page, `/api/studio/forms/${id}/publish`, { method: 'POST' });
  expect(refused.status).toBe(422);
  const rule = refused.body.checks.breaking[0].rule;
  await expect(report).toContainText(rule);
  await expect(page.getByTestId('publish-blocker')).toContainText(rule);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export for a developer release' })).toBeVisible();

  expect((await callApi(page, `/api/studio/forms/${id}/draft`, { method: 'DELETE' })).status).toBe(204);
});

test('a tester proposes a new fixture: it joins the form\'s draft with its result', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pick = pickForm();
  const id = pick.entry.id;
  const name = `proposed-${Date.now()}`;
  await signIn(page, 'tester@example.com');
  await page.goto(`/studio/forms/${id}`);
  await expect(page.getByRole('heading', { name: pick.entry.manifest.title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'fixtures' }).click();
  await page.getByLabel('New fixture name').fill(name);
  await page.getByRole('button', { name: 'Propose a fixture' }).click();
  await page.getByRole('button', { name: `Send ${name} as a proposal` }).click();
  await expect(page.getByText(/^The draft now holds it/)).toBeVisible();

  const analystContext = await browser.newContext();
  try {
    const analyst = await analystContext.newPage();
    await signIn(analyst, 'analyst@example.com');
    const { body } = await callApi<{ draft: boolean; files: { fixtures: Record<string, unknown> } }>(analyst, `/api/studio/forms/${id}`);
    expect(body.draft).toBe(true);
    expect(Object.keys(body.files.fixtures)).toContain(name);
    expect((await callApi(analyst, `/api/studio/forms/${id}/draft`, { method: 'DELETE' })).status).toBe(204);
  } finally {
    await analystContext.close();
  }
});

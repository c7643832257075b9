/**
 * Browser journeys generated from the catalog: every change form (a form with a route on the
 * generic change-form page) is opened for a project of the demo levy payer, filled from each of
 * its valid fixtures as a user would, checked with axe, its sections' information dialogs opened and closed,
 * submitted, and must show its success message and land on its success route. A form that names its project by levy number (`submit.project`, e.g. a
 * take-over) is opened from its link on the levy payer's dashboard and given the number of
 * another levy payer's submitted project in place of the fixture's.
 */
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import { writePointer } from '../../engine/core/pointer.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import type { Project } from '../../src/api/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fillStep } from './support/fill-fixture.ts';
import { callApi, signIn } from './support/session.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => entry.manifest.route && entry.manifest.submit?.kind === 'complex-change');

/** Another levy payer of the demo data, whose projects the demo levy payer cannot reach. */
const OTHER_LEVY_PAYER = 'owner@example.com';

/** The levy number of one of another levy payer's submitted projects, read as that user in a context of its own. */
async function othersProjectNumber(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, OTHER_LEVY_PAYER);
    const { body } = await callApi<{ projects: { projectNumber: string; status: string }[] }>(other, '/api/project?current=true&pageNumber=1&pageSize=50');
    const project = body.projects.find((row) => row.status === 'Submitted');
    expect(project, 'the demo data has a submitted project of another levy payer').toBeTruthy();
    return project!.projectNumber;
  } finally {
    await context.close();
  }
}

/** Opens the form as a user would, and gives the fixture's data as the journey enters it. */
async function opening(page: Page, browser: Browser, manifest: FormManifest, data: Record<string, unknown>) {
  const lookup = manifest.submit?.project;
  if (lookup?.by === 'number') {
    const number = await othersProjectNumber(browser);
    await page.goto('/levies-payer-portal');
    await page.locator(`a[href="${manifest.route}"]`).click();
    return { data: writePointer(data, lookup.field, number), params: {}, projectNumber: number };
  }
  const { body } = await callApi<{ projects: { projectId: string; status: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  // A project the form may change (its availability rule holds, e.g. Finalise needs a confirmation).
  let project: Project | undefined;
  for (const row of body.projects) {
    const read = (await callApi<{ project: Project }>(page, `/api/project/${row.projectId}`)).body.project;
    if (changeRefusal(portal, manifest.availability, read, '') === null) {
      project = read;
      break;
    }
  }
  expect(project, `the demo data has a project that ${manifest.id} may change`).toBeTruthy();
  await page.goto(manifest.route!.replace(':projectId', project!.projectId));
  return { data, params: { projectId: project!.projectId }, projectNumber: project!.projectNumber ?? '' };
}

for (const entry of forms) {
  for (const { file, fixture } of entry.fixtures.filter((item) => item.fixture.expect.valid === true && !item.fixture.step)) {
    test(`${entry.id}: a user fills ${file.split('/').pop()} and submits it`, async ({ page, browser }) => {
      const form = await loadForm(entry.id);
      await signIn(page, 'payer@example.com');
      const { data, params, projectNumber } = await opening(page, browser, form.manifest, fixture.data);
      // Whose number each chosen file is uploaded under: the project's or the change request's (form.json `submit.uploadsUnder`).
      const uploadOwners: string[] = [];
      const uploadChanges: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/document/upload') return;
        const body = request.postDataJSON() as { projectNumber: string; complexChangeNumber?: string };
        uploadOwners.push(body.projectNumber);
        uploadChanges.push(body.complexChangeNumber);
      });
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === form.manifest.submit!.endpoint && response.request().method() === 'POST');
      await expect(page.getByRole('heading', { name: form.manifest.title, level: 1 })).toBeVisible();

      const step = form.steps[form.manifest.steps[0].id];
      await fillStep(page, form, step, data);
      // Filled, with its conditional sections shown as the fixture has them.
      await expectNoSeriousA11yViolations(page);
      // Each information dialog of an always-shown section opens from its button and closes by Escape, focus back on the button.
      for (const help of form.manifest.steps[0].sections.filter((s) => !s.visibleWhen && !s.conditional).flatMap((s) => s.help ?? [])) {
        const button = page.getByRole('button', { name: help.label });
        await button.click();
        await expect(page.getByRole('dialog', { name: help.title })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(button).toBeFocused();
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(form.manifest.submit!.successMessage)).toBeVisible();
      const success = form.manifest.submit!.successRoute.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (params as Record<string, string>)[name] ?? '');
      await expect(page).toHaveURL((url) => url.pathname === success);
      const { complexChangeNumber } = (await (await saved).json()) as { complexChangeNumber?: string };
      const underProject = form.manifest.submit!.uploadsUnder === 'project';
      const owner = underProject ? projectNumber : complexChangeNumber;
      if ((form.manifest.attachments?.minFiles ?? 0) > 0) expect(uploadOwners.length).toBeGreaterThan(0);
      expect(new Set(uploadOwners)).toEqual(new Set(uploadOwners.length ? [owner] : []));
      // Under the project's number, each file still names the change it came with.
      expect(new Set(uploadChanges)).toEqual(new Set(uploadChanges.length ? [underProject ? complexChangeNumber : undefined] : []));
    });
  }
}

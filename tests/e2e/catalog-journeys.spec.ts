/**
 * Browser journeys generated from the catalog: every change form (a form with a route on the
 * generic change-form page) is opened for a project of the demo levy payer, filled from each of
 * its valid fixtures as a user would, submitted, and must show its success message.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import type { Project } from '../../src/api/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { fillStep } from './support/fill-fixture.ts';
import { callApi, signIn } from './support/session.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => entry.manifest.route && entry.manifest.submit?.kind === 'complex-change');

for (const entry of forms) {
  for (const { file, fixture } of entry.fixtures.filter((item) => item.fixture.expect.valid === true && !item.fixture.step)) {
    test(`${entry.id}: a user fills ${file.split('/').pop()} and submits it`, async ({ page }) => {
      const form = await loadForm(entry.id);
      await signIn(page, 'payer@example.com');
      const { body } = await callApi<{ projects: { projectId: string; status: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
      // A project the form may change (its availability rule holds, e.g. Finalise needs a confirmation).
      let project: Project | undefined;
      for (const row of body.projects) {
        const read = (await callApi<{ project: Project }>(page, `/api/project/${row.projectId}`)).body.project;
        if (changeRefusal(portal, form.manifest.availability, read, '') === null) {
          project = read;
          break;
        }
      }
      expect(project, `the demo data has a project that ${entry.id} may change`).toBeTruthy();
      await page.goto(entry.manifest.route!.replace(':projectId', project!.projectId));
      await expect(page.getByRole('heading', { name: form.manifest.title, level: 1 })).toBeVisible();

      const step = form.steps[form.manifest.steps[0].id];
      await fillStep(page, form, step, fixture.data);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(form.manifest.submit!.successMessage)).toBeVisible();
    });
  }
}

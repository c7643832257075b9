/**
 * The project page (spec 2 sections 2, 5 and 8): a levy payer opens a project, reads its tabs
 * (building details, cost of work, change history), makes a quick edit of the internal job number
 * and sees it saved and recorded; a read-only project shows its banner and no edit button.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';
import { portal } from '../../generated/portal.gen.ts';

interface ProjectRow {
  projectId: string;
  projectNumber: string;
  status: string;
}

/** A project of the signed-in payer in this status whose record matches, with its change count. */
async function findProject(page: Page, status: string, accept: (project: Record<string, unknown>, changes: number) => boolean) {
  // The oldest numbers first: the demo data's projects, before any a journey has added.
  const { body } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=false');
  for (const row of body.projects.filter((item) => item.status === status)) {
    const { body: one } = await callApi<{ project: Record<string, unknown> }>(page, `/api/project/${row.projectId}`);
    const { body: history } = await callApi<{ recordCount: number }>(page, `/api/complexchange?projectId=${row.projectId}`);
    if (accept(one.project, history.recordCount)) return { ...row, project: one.project, changes: history.recordCount };
  }
  throw new Error(`The demo data has no ${status} project as wanted`);
}

const title = (pointer: string) => catalogText('quick-edit-project-details', 'schema', pointer);

test('a levy payer reads a project, edits its internal job number and sees the change in its history', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const found = await findProject(page, 'Submitted', (project, changes) => changes > 0 && project.certifierClaimed !== true && project.confirmationAvailable !== true);
  await page.goto(`/levies-payer-portal/project/${found.projectId}`);
  await expect(page.getByRole('heading', { name: `Project ${found.projectNumber}`, level: 1 })).toBeVisible();

  // Tiles: the confirmation is not available yet and says why.
  const tiles = page.getByRole('list', { name: 'Project actions' });
  const confirmation = portal.projectPage.tiles.find((tile) => tile.action === 'downloadConfirmation')!;
  await expect(tiles.getByText(confirmation.unavailableMessage)).toBeVisible();
  await expect(tiles.getByRole('link', { name: /Update project start date/ })).toBeVisible();

  // Building details: six accordions, every value shown, edit buttons beside the editable ones.
  await expect(page.getByRole('tab', { name: 'Building details', selected: true })).toBeVisible();
  for (const section of ['Construction details', 'Address', 'Project owner', 'Owner builder', 'Principal contractor', 'Building certifier']) {
    await expect(page.getByRole('button', { name: section })).toBeVisible();
  }
  await expect(page.getByTestId('value-/project/estimatedStartDate')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId('value-/project/councilId')).not.toHaveText('-');
  // Each accordion's button is a heading, so the sections are listed as headings.
  await expect(page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Project owner' })).toBeVisible();
  for (const label of ['Lot number', 'Plan number', 'Internal job number', 'Purchase order number', 'Estimated finish date', 'Certifier name', 'Certifier email']) {
    await expect(page.getByRole('button', { name: `Edit ${label}` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Cost of work and the change history.
  await page.getByRole('tab', { name: 'Cost of work' }).click();
  await expect(page.getByTestId('value-/project/totalLevyPayable')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByRole('tab', { name: 'Project changes' }).click();
  const history = page.getByRole('table', { name: 'Project changes' });
  await expect(history.getByRole('row')).toHaveCount(found.changes + 1);
  await expect(history.getByRole('columnheader', { name: /Submitted date/ })).toHaveAttribute('aria-sort', 'descending');
  await expectNoSeriousA11yViolations(page);

  // The quick edit: a dialog form on the field, Submit held until something changed.
  await page.getByRole('tab', { name: 'Building details' }).click();
  await page.getByRole('button', { name: 'Edit Internal job number' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: catalogText('quick-edit-project-details', 'form', '/title') })).toBeVisible();
  const field = dialog.getByLabel(title('/properties/internalJobNumber/title'));
  await expect(field).toBeFocused();
  await expect(dialog.getByText(catalogText('quick-edit-project-details', 'form', '/messages/noChanges'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  // The estimated finish date may be changed but never cleared: emptied and left, it says so at once.
  const finish = dialog.getByLabel(title('/properties/estimatedFinishDate/title'));
  const finishBefore = await finish.inputValue();
  expect(finishBefore).not.toBe('');
  const finishError = dialog.getByText(title('/properties/estimatedFinishDate/errorMessage/type'));
  await finish.fill('');
  await finish.blur();
  await expect(finishError).toBeVisible();
  await finish.fill(finishBefore);
  await finish.blur();
  await expect(finishError).toHaveCount(0);
  const jobNumber = `JOB-E2E-${Date.now().toString(36).toUpperCase()}`;
  await field.fill(jobNumber);
  await dialog.getByLabel(/I certify/).check();
  await dialog.getByLabel(/electronic signature/).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(catalogText('quick-edit-project-details', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('value-/project/internalJobNumber')).toHaveText(jobNumber);
  // The identifier strip follows, the confirmation is available after the change, and the history holds it.
  await expect(page.getByText(jobNumber)).toHaveCount(2);
  await expect(tiles.getByRole('button', { name: confirmation.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Project changes' }).click();
  await expect(history.getByRole('row')).toHaveCount(found.changes + 2);
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');
  const { body } = await callApi<{ project: { internalJobNumber: string; lotNumber: unknown } }>(page, `/api/project/${found.projectId}`);
  expect(body.project.internalJobNumber).toBe(jobNumber);
  expect(body.project.lotNumber).toBe(found.project.lotNumber);
});

test('a read-only project shows its banner, no edit button and disabled change tiles', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const found = await findProject(page, 'OnHold', () => true);
  await page.goto(`/levies-payer-portal/project/${found.projectId}`);
  await expect(page.getByText(portal.readOnlyProjects.banners.OnHold)).toBeVisible();
  await expect(page.getByTestId('value-/project/internalJobNumber')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Project actions' }).getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a Draft project says it is not submitted yet and resumes its notification', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const found = await findProject(page, 'Draft', (project) => typeof project.internalJobNumber === 'string' && project.internalJobNumber !== '');
  await page.goto(`/levies-payer-portal/project/${found.projectId}`);
  const { text, resumeLabel } = portal.projectPage.draftBanner;
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Project actions' }).getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: resumeLabel }).click();
  await expect(page).toHaveURL(/\/levies-payer-portal\/notify-new-project\/building-details$/);
  const jobNumberLabel = catalogText('notification', 'schema', '/properties/buildingDetails/properties/internalJobId/title');
  await expect(page.getByLabel(jobNumberLabel)).toHaveValue(found.project.internalJobNumber as string);
});

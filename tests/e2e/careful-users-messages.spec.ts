/**
 * Messages careful users found wrong on the change forms (issue 13): a far-past date gets only
 * its range message, a first Submit lists every unticked certification box, and the hint beside
 * a disabled Submit names what to do (an either/or once, a group of tick boxes by its question),
 * and entering one of two exclusive amounts disables the other.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';

const certification = JSON.parse(readFileSync(new URL('../../schemas/certification.json', import.meta.url), 'utf8')) as {
  errorMessage: { required: { certified: string; declared: string } };
};

async function submittedProject(page: Page): Promise<string> {
  await signIn(page, 'payer@example.com');
  const { body } = await callApi<{ projects: { projectId: string; status: string }[] }>(
    page,
    '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true',
  );
  const project = body.projects.find((row) => row.status === 'Submitted');
  expect(project, 'the demo data has a Submitted project').toBeTruthy();
  return project!.projectId;
}

test('a new start date of 0001-01-01 gets the range message alone', async ({ page }) => {
  const projectId = await submittedProject(page);
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  const date = page.getByLabel(catalogText('change-start-date', 'schema', '/properties/newStartDate/title'));
  await date.fill('0001-01-01');
  await page.getByLabel(catalogText('change-start-date', 'schema', '/properties/reasonForChange/title')).focus();
  await expect(page.getByText(catalogText('change-start-date', 'schema', '/properties/newStartDate/errorMessage/formatMinimum'))).toBeVisible();
  await expect(page.getByText(catalogText('change-start-date', 'schema', '/errorMessage/required/newStartDate'))).toHaveCount(0);
});

test("a quick edit's first Submit lists both unticked certification boxes", async ({ page }) => {
  const projectId = await submittedProject(page);
  await page.goto(`/levies-payer-portal/project/${projectId}`);
  await page.getByRole('tab', { name: 'Building details' }).click();
  await page.getByRole('button', { name: 'Edit Internal job number' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(catalogText('quick-edit-project-details', 'schema', '/properties/internalJobNumber/title')).fill(`JOB-${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const summary = dialog.getByRole('alert');
  await expect(summary.getByRole('link', { name: new RegExp(certification.errorMessage.required.certified) })).toBeVisible();
  await expect(summary.getByRole('link', { name: new RegExp(certification.errorMessage.required.declared) })).toBeVisible();
});

test("the hint beside a disabled Submit names an either/or once, and a group of tick boxes by its question", async ({ page }) => {
  const projectId = await submittedProject(page);
  const hint = page.locator('#submit-missing');

  await page.goto(`/levies-payer-portal/project/${projectId}/change-builder`);
  const completed = catalogText('change-builder', 'schema', '/properties/completedCostOfWork/title');
  const percentage = catalogText('change-builder', 'schema', '/properties/percentageComplete/title');
  await expect(hint).toContainText(`${completed} or ${percentage};`);
  await expect(hint).not.toContainText(`${completed};`);

  await page.goto(`/levies-payer-portal/project/${projectId}/change-cost-of-work`);
  const question = catalogText('change-cost-of-work', 'schema', '/properties/changeDueToMistakeInCostOfWork/title');
  await page.getByRole('group', { name: question }).getByLabel('Yes').check();
  const sections = JSON.parse(readFileSync(new URL('../../forms/change-cost-of-work/form.json', import.meta.url), 'utf8')).steps[0].sections as { id: string; title?: string }[];
  await expect(hint).toContainText(`complete: ${sections.find((section) => section.id === 'mistake-types')!.title};`);
  await expect(hint).not.toContainText(catalogText('change-cost-of-work', 'schema', '/properties/changeDueToGstIncludedInCostOfWork/title'));
});

test("a change that fails to save says so in the form's failure message, with the server's words", async ({ page }) => {
  const projectId = await submittedProject(page);
  await page.route('**/api/complexchange/startdate/save', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The store is down' }) }));
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await page.getByLabel(catalogText('change-start-date', 'schema', '/properties/newStartDate/title')).fill('2027-03-01');
  await page.getByLabel(catalogText('change-start-date', 'schema', '/properties/reasonForChange/title')).fill('Council approval was delayed.');
  await page.getByLabel(/I certify/).check();
  await page.getByLabel(/electronic signature/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const expected = catalogText('change-start-date', 'form', '/messages/failure').replace('{message}', 'The store is down (500)');
  await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  // Nothing was saved: the page stays, with what was entered.
  await expect(page).toHaveURL(new RegExp(`/change-start-date$`));
});

test('entering one of two exclusive amounts disables the other, and emptying it enables the other again', async ({ page }) => {
  const projectId = await submittedProject(page);
  await page.goto(`/levies-payer-portal/project/${projectId}/change-builder`);
  const completed = page.getByLabel(catalogText('change-builder', 'schema', '/properties/completedCostOfWork/title'));
  const percentage = page.getByLabel(catalogText('change-builder', 'schema', '/properties/percentageComplete/title'));
  await completed.fill('120000');
  await expect(percentage).toBeDisabled();
  await completed.fill('');
  await expect(percentage).toBeEnabled();
  await percentage.fill('40');
  await expect(completed).toBeDisabled();
});

/** Steps of the notification wizard as a levy payer takes them (spec 3 s2.1 to s2.5), wording from the catalog. */
import { expect, type Page } from '@playwright/test';
import { catalogText } from '../../support/catalog-text.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

export const NOTIFY = '/levies-payer-portal/notify-new-project';
export const notificationText = (pointer: string) => catalogText('notification', 'form', pointer);

/** The intro, answered Yes, then Start: the building details step. */
export async function startNotification(page: Page) {
  await page.goto(NOTIFY);
  await expect(page.getByRole('heading', { name: notificationText('/messages/introHeading'), level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: notificationText('/messages/introYes') }).check();
  await page.getByRole('button', { name: notificationText('/messages/start') }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
}

/** A detached house in Brisbane with its owner, the work between the two dates. */
export async function fillBuildingDetails(page: Page, start: string, finish: string) {
  await page.getByLabel('Description of work').selectOption('Detached house');
  // The description's question shows once its details are loaded; the answer is entered then.
  await expect(page.getByLabel('Type of work')).toHaveValue(/.+/);
  await page.getByLabel('How many storeys will the house have?').fill('Two');
  await expect(page.getByLabel('How many storeys will the house have?')).toHaveValue('Two');
  await page.getByLabel('Estimated start date').fill(start);
  await page.getByLabel('Estimated finish date').fill(finish);
  await page.getByLabel('Local council').selectOption('Brisbane City Council');
  await page.getByLabel('Address line 1').fill('Brisbane');
  await page.getByRole('listitem').getByRole('button').first().click();
  await expect(page.getByLabel('Postcode')).toHaveValue(/^\d{4}$/);
  await page.getByLabel('Name', { exact: true }).fill('Alex Owner');
  await page.getByLabel('Phone', { exact: true }).fill('0411 123 123');
  await page.getByLabel('Email', { exact: true }).fill('alex@example.com');
  await page.getByLabel('Email', { exact: true }).blur();
}

/** The cost of work and its levy, calculated by the server. */
export async function calculateLevy(page: Page, total: string) {
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  await page.getByLabel('Total cost of work (excluding GST)').fill(total);
  await page.getByLabel('Total cost of work (excluding GST)').blur();
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  await expect(page.getByLabel('Total levy payable (GST exclusive)')).toHaveText(/^\$[\d,]+\.\d{2}$/);
}

/** From the intro to the summary: a project whose work starts next year, costing `total`. */
export async function notifyToSummary(page: Page, total: string) {
  const year = new Date().getFullYear() + 1;
  await startNotification(page);
  await fillBuildingDetails(page, `${year}-02-01`, `${year}-11-30`);
  const next = page.getByRole('button', { name: notificationText('/messages/next') });
  await next.click();
  await calculateLevy(page, total);
  await expectNoSeriousA11yViolations(page);
  await next.click();
  await expect(page).toHaveURL(`${NOTIFY}/summary`);
}

/** Both certification ticks. */
export async function tick(page: Page) {
  await page.getByLabel(/I certify that the information/).check();
  await page.getByLabel(/I agree that this declaration/).check();
}

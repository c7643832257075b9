/**
 * The notification wizard (spec 3): a levy payer notifies projects from the intro to the
 * confirmation; drafts survive Save & Exit and resume from the dashboard; a bad step id raises
 * the error page. axe finds no serious or critical violation on each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';

const NOTIFY = '/levies-payer-portal/notify-new-project';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });

async function startNotification(page: Page) {
  await page.goto(NOTIFY);
  await expect(page.getByRole('heading', { name: catalogText('notification', 'form', '/messages/introHeading'), level: 1 })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(start).toBeDisabled();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectNoSeriousA11yViolations(page);
  await start.click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByRole('heading', { name: 'Building details', level: 2 })).toBeVisible();
}

async function fillBuildingDetails(page: Page, start: string, finish: string) {
  await page.getByLabel('Description of work').selectOption('Detached house');
  // The description's question labels its answer box (seeded lookup); no note for developers shows.
  await page.getByRole('textbox', { name: 'How many storeys will the house have?' }).fill('Two');
  await expect(page.getByText(/dynamic question|copied from the context/i)).toHaveCount(0);
  await expect(page.getByLabel('Type of work')).toHaveValue(/.+/);
  await expect(page.getByLabel('Type of work')).toBeDisabled();
  await page.getByLabel('Estimated start date').fill(start);
  await page.getByLabel('Estimated finish date').fill(finish);
  await page.getByLabel('Local council').selectOption('Brisbane City Council');
  // Address search: choosing a result with the keyboard fills the address fields; focus stays in the search box.
  await page.getByLabel('Address line 1').fill('Brisbane');
  await page.getByRole('listitem').getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Postcode')).toHaveValue(/^\d{4}$/);
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill('Alex Owner');
  await page.getByLabel('Phone', { exact: true }).fill('0411 123 123');
  await page.getByLabel('Email', { exact: true }).fill('alex@example.com');
  await page.getByLabel('Email', { exact: true }).blur();
}

async function calculateCost(page: Page, total: string) {
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  await expect(page.getByText(catalogText('notification', 'schema', '/properties/costOfWork/errorMessage/required/totalLevyPayable')).first()).toBeVisible();
  await page.getByLabel('Total cost of work (excluding GST)').fill(total);
  await page.getByLabel('Total cost of work (excluding GST)').blur();
}

async function tick(page: Page) {
  await page.getByLabel(/I certify that the information/).check();
  await page.getByLabel(/I agree that this declaration/).check();
}

test('a levy payer notifies a project and pays later', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await startNotification(page);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // It looks disabled (aria-disabled) yet a click still shows what is missing.
  await next.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await fillBuildingDetails(page, '2027-01-10', '2027-12-20');
  // Axe once the step is valid: a blocked Next is drawn at half opacity.
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await next.click();
  // The browser's Back returns to the step before with its answers, as the wizard's Back does; Next goes on again.
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  await page.goBack();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByRole('heading', { name: 'Building details', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Alex Owner');
  await next.click();
  // The wizard's Back returns along the history entry Next made: the browser's Back then leaves for the intro, not the same step again.
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  // Forward to the step after does not skip Next's checks: it stays on this step, and the history
  // stays as it was, so the browser's Back then leaves for the intro at once.
  await page.goForward();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByRole('heading', { name: 'Building details', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(NOTIFY);
  await page.goForward();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  // Back on the first step goes to the page before it, the intro; the answers wait in the session.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(NOTIFY);
  await page.goForward();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Alex Owner');
  // The intro says a notification is in progress, and Start continues it rather than starting afresh.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(NOTIFY);
  await expect(page.getByRole('note').filter({ hasText: catalogText('notification', 'form', '/messages/introInProgress') })).toBeVisible();
  await expect(page.getByRole('radio', { name: catalogText('notification', 'form', '/messages/introYes') })).toBeChecked();
  await page.getByRole('button', { name: catalogText('notification', 'form', '/messages/start') }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Alex Owner');
  await next.click();

  // No levy is calculated from costs the form refuses: the errors show as a failed Next shows them.
  await calculateCost(page, '200000');
  const feasibility = page.getByLabel('Feasibility study cost');
  await feasibility.fill('250000');
  await feasibility.blur();
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(catalogText('notification', 'schema', '/properties/costOfWork/allOf/0/then/properties/costFeasibility/errorMessage/not'));
  await expect(page.getByText(catalogText('notification', 'schema', '/properties/costOfWork/errorMessage/required/totalLevyPayable')).first()).toBeVisible();
  await expect(page.getByLabel('Total levy payable (GST exclusive)')).toHaveText('-');
  await feasibility.fill('');
  await feasibility.blur();

  await calculateCost(page, '1000000');
  const levyRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/project/levycalculator');
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  // Spec 3 s7: the calculator is sent today's date (in Queensland) as its start date, not the project's.
  const brisbaneToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(new Date());
  expect((await levyRequest).postDataJSON()).toMatchObject({ startDate: brisbaneToday, totalCostOfWork: 1000000 });
  await expect(page.getByLabel('Total levy payable (GST exclusive)')).toHaveText(/5,?750/);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem').first()).toContainText('Complete');
  await next.click();

  await expect(page).toHaveURL(`${NOTIFY}/summary`);
  await expect(page.getByText('Detached house')).toBeVisible();
  // The owner's rows sit under the owner's heading; no exemption was claimed, so no exemption costs.
  const ownerHeading = page.getByRole('heading', { name: catalogText('notification', 'form', '/steps/0/sections/10/title'), level: 4 });
  await expect(ownerHeading).toBeVisible();
  await expect(ownerHeading.locator('xpath=following-sibling::dl[1]')).toContainText('Alex Owner');
  await expect(page.locator('dd').filter({ hasText: '$0.00' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pay now/ })).toHaveCount(1);
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await tick(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(catalogText('notification', 'form', '/submit/successMessage'))).toBeVisible();
  const projectNumber = (await page.getByTestId('confirmation-project-id').textContent())?.trim();
  expect(projectNumber).toBeTruthy();
  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => sessionStorage.getItem('levy-portal:notification-draft'))).toBeNull();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/levies-payer-portal');

  // The invoice made at submission waits in Finances for payment.
  await page.getByRole('link', { name: 'Finances' }).click();
  await page.getByLabel('Search invoices').fill(projectNumber!);
  const invoice = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  // Exactly the one row found by the search: the table's 'Loading data...' row, before the first page, is one row too.
  await expect(invoice).toHaveText([new RegExp(projectNumber!)]);
  await expect(invoice).toContainText(projectNumber!);
  await expect(invoice).toContainText('Pending payment');
  await expect(invoice).toContainText('$5,750.00');
  await expect(invoice.getByRole('button', { name: /^Pay invoice INV\d{7}$/ })).toBeEnabled();
});

test('an unknown step id raises the error page', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await page.goto(`${NOTIFY}/success`);
  await expect(page.getByText('Something went wrong!')).toBeVisible();
});

test('a review-forced notification with an exemption and its supporting file, whose failed upload is retried from the confirmation', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await startNotification(page);
  await fillBuildingDetails(page, '2027-02-01', '2027-11-30');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();

  await calculateCost(page, '2000000');
  // Demo Builders is a registered company: mines, ROW and NSE exemptions are offered.
  await page.getByLabel('Work carried out on a mine site (s 7(4))').check();
  await page.getByLabel('Cost of work carried out on a mine site (s 7(4))').fill('500000');
  await page.getByLabel('Cost of work carried out on a mine site (s 7(4))').blur();
  await page.locator('input[type="file"]').setInputFiles(pdf('mine-site-exemption.pdf'));
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  await expect(page.getByLabel('Total levy payable (GST exclusive)')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expectNoSeriousA11yViolations(page);
  await next.click();

  await expect(page).toHaveURL(`${NOTIFY}/summary`);
  await expect(page.getByText(catalogText('notification', 'schema', '/allOf/0/then/properties/summary/properties/paymentOption/errorMessage/const'))).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay later/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Request a review/ })).toBeChecked();
  await tick(page);
  await expectNoSeriousA11yViolations(page);
  // The file's upload after Submit fails once: the confirmation says so and offers to retry it.
  await page.route('**/api/document/upload', (route) => route.fulfill({ status: 503, json: { message: 'Storage unavailable' } }));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(catalogText('notification', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page.getByTestId('confirmation-project-id')).not.toBeEmpty();
  await expect(page.getByText('mine-site-exemption.pdf')).toBeVisible();
  await expect(page.getByText(/Upload failed/)).toBeVisible();
  await page.unroute('**/api/document/upload');
  await page.getByRole('button', { name: 'Retry failed uploads' }).click();
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry failed uploads' })).toHaveCount(0);
});

test('Save & Exit stores a draft that resumes from the dashboard', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await startNotification(page);
  await fillBuildingDetails(page, '2027-03-01', '2027-10-31');
  await page.getByLabel('Internal job number').fill('E2E-RESUME-1');
  await page.getByLabel('Internal job number').blur();
  // A refresh loses nothing: the draft lives in session storage.
  await page.reload();
  await expect(page.getByLabel('Internal job number')).toHaveValue('E2E-RESUME-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await calculateCost(page, '300000');

  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText(catalogText('notification', 'form', '/messages/saveSuccess'))).toBeVisible();
  await expect(page).toHaveURL('/levies-payer-portal');
  expect(await page.evaluate(() => sessionStorage.getItem('levy-portal:notification-draft'))).toBeNull();

  await page.getByRole('searchbox', { name: 'Search current projects' }).fill('E2E-RESUME-1');
  await page.getByRole('row', { name: /E2E-RESUME-1/ }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByLabel('Internal job number')).toHaveValue('E2E-RESUME-1');
  await expect(page.getByLabel('Description of work')).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Total cost of work (excluding GST)')).toHaveValue(/300,?000/);
  const { body } = await callApi<{ projects: { internalJobNumber?: string; status: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true&searchTerm=E2E-RESUME-1');
  expect(body.projects.filter((p) => p.internalJobNumber === 'E2E-RESUME-1').map((p) => p.status)).toEqual(['Draft']);
});

/**
 * The certifier portal (spec 1 sections 2, 4, 5, 7, 8): the claims list and a claim's view, the
 * template, every claim CSV check in the browser, a claim the server refuses and one it accepts.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillMessage } from '../../engine/core/claim-csv.ts';
import { portal } from '../../generated/portal.gen.ts';
import { catalogText } from '../support/catalog-text.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';

const { csv, messages, statuses } = portal.certifierClaims;
const header = csv.columns.join(',');
const CLAIM_ROUTE = '/certifier-portal/certify-claim-project';

async function attach(page: Page, name: string, content: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const errorsPanel = (page: Page) => page.locator('#claim-file-errors');

test('the certified projects list pages, searches and opens a claim with its sighting fees', async ({ page }) => {
  await signIn(page, 'certifier@example.com', '/certifier-portal');
  await expect(page.getByRole('heading', { name: 'Certified projects' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Certified projects' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('columnheader')).toHaveText([/Claim Date/, /Status/, /Amount/]);
  for (const status of ['Paid', 'PendingPayment', 'Submitted']) await expect(table.getByText(statuses[status].label, { exact: true })).toBeVisible();
  await expect(table.getByText('$122.50').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const search = page.getByPlaceholder('Search certified projects...');
  await search.fill('CL0900003');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(statuses.PendingPayment.label)).toBeVisible();
  await table.getByRole('row').nth(1).click();

  await expect(page).toHaveURL(/\/certifier-portal\/claim\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Claim CL0900003' })).toBeVisible();
  const fees = page.getByRole('table', { name: 'Sighting fees' });
  await expect(fees.getByRole('row')).toHaveCount(5);
  await expect(fees.getByRole('columnheader')).toHaveText([/Sighting date/, /Development permit number/, /Fee/, /Levy number/, /Suburb/]);
  await expect(fees.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('$55.00');
  await fees.getByRole('button', { name: /Fee/ }).click();
  await expect(fees.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('$55.00');
  await fees.getByRole('button', { name: /Fee/ }).click();
  await expect(fees.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('$92.50');
  await expectNoSeriousA11yViolations(page);
});

test('the claim form checks the file in the browser with every CSV check', async ({ page }) => {
  await signIn(page, 'certifier@example.com', '/certifier-portal');
  await page.getByRole('link', { name: 'Certify & claim project' }).click();
  await expect(page).toHaveURL(new RegExp(`${CLAIM_ROUTE}$`));
  await expect(page.getByRole('heading', { name: catalogText('certifier-claim', 'form', '/title') })).toBeVisible();
  await expect(page.getByText(/Section 77/)).toBeVisible();
  await expect(page.getByText(/third-party payment verification service/)).toBeVisible();
  await expect(page.getByLabel('Use the existing account')).toBeChecked();
  await expect(submitButton(page)).toBeDisabled();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Download the claim template/ }).click();
  await expect(page.getByText(messages.downloadingTemplate)).toBeVisible();
  await (await popup).close();
  const { body } = await callApi<{ blobUri: string }>(page, '/api/document/certifiertemplate');
  expect((await (await page.request.get(body.blobUri)).text()).replace(/^\uFEFF/, '').trim()).toBe(header);

  // The uploader takes exactly one file and says so in the singular.
  await expect(page.getByText('1 file, at most 10 MB: csv', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();

  const cases: [string, string, string[]][] = [
    ['empty.csv', '', [csv.messages.noData]],
    ['blank.csv', '\n\n', [csv.messages.noData]],
    ['header-only.csv', `${header}\n`, [csv.messages.noData]],
    ['headers.csv', `${csv.columns.slice(1).join(',')},Notes\nx,1/1/2025,4000,y\n`, [fillMessage(csv.messages.missingHeaders, { headers: csv.columns[0] }), fillMessage(csv.messages.extraHeaders, { headers: 'Notes' })]],
    ['rows.csv', `${header}\nLV1,,1/1/2025,4000\nLV2,DA1,2025-01-01,4000\n`, [fillMessage(csv.messages.missingColumn, { column: csv.columns[1] }), fillMessage(csv.messages.dateFormat, { value: '2025-01-01' })]],
  ];
  for (const [name, content, expected] of cases) {
    await attach(page, name, content);
    for (const message of expected) await expect(errorsPanel(page).getByText(message, { exact: true })).toBeVisible();
    // Found before any submission: the heading says so, not that a submission failed.
    await expect(errorsPanel(page).getByRole('heading', { name: messages.fileErrors })).toBeVisible();
    await expect(page.getByText(messages.resultFailed)).toHaveCount(0);
    // A file with no data is not blamed on one of its rows.
    if (expected.includes(csv.messages.noData)) await expect(errorsPanel(page).getByText(/^Row \d+$/)).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();
    await page.getByRole('button', { name: new RegExp(`Remove ${name}`) }).click();
  }
  await attach(page, 'rows.csv', `${header}\nLV1,,1/1/2025,4000\nLV2,DA1,2025-01-01,4000\n`);
  await expect(errorsPanel(page).getByText('Row 2', { exact: true })).toBeVisible();
  await expect(errorsPanel(page).getByText('Row 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Remove rows.csv/ }).click();

  const many = Array.from({ length: 25 }, (_, i) => `LV${i},DA${i},31/02/2025,4000`).join('\n');
  await attach(page, 'many.csv', `${header}\n${many}\n`);
  await expect(errorsPanel(page).getByText(/^Row \d+$/)).toHaveCount(csv.maxErrorGroups);
  await expect(errorsPanel(page).getByText(csv.messages.moreErrors)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** Levy numbers of submitted projects no certifier has claimed (read as their levy payer). */
async function unclaimedProjects(page: Page, count: number): Promise<string[]> {
  const { body } = await callApi<{ projects: { projectId: string; projectNumber: string }[] }>(page, '/api/project?current=true&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const found: string[] = [];
  for (const p of body.projects) {
    if (!p.projectNumber || found.length === count) continue;
    const detail = await callApi<{ project: { certifierClaimed?: boolean } }>(page, `/api/project/${p.projectId}`);
    if (detail.body.project.certifierClaimed === false) found.push(p.projectNumber);
  }
  return found;
}

test('the bank details typed into a claim and its file survive a reload; Cancel drops them', async ({ page }) => {
  await signIn(page, 'certifier@example.com', CLAIM_ROUTE);
  await page.getByLabel('Use a new account').check();
  await page.getByLabel('BSB').fill('064-333');
  await page.getByLabel('BSB').blur();
  await attach(page, 'kept-claim.csv', `${header}\n`);
  await expect(page.getByText('kept-claim.csv')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Use a new account')).toBeChecked();
  await expect(page.getByLabel('BSB')).toHaveValue('064-333');
  await expect(page.getByText('kept-claim.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/certifier-portal$/);
  await page.goto(CLAIM_ROUTE);
  await expect(page.getByLabel('Use the existing account')).toBeChecked();
  await expect(page.getByText('kept-claim.csv')).toHaveCount(0);
});

test('the server refuses a claim for claimed or unknown projects and accepts a good one', async ({ page, browser }) => {
  const payer = await browser.newPage();
  await signIn(payer, 'payer@example.com', '/levies-payer-portal');
  const [first, second] = await unclaimedProjects(payer, 2);
  await payer.close();

  await signIn(page, 'certifier@example.com', CLAIM_ROUTE);
  const claims = await callApi<{ claims: { claimId: string }[] }>(page, '/api/certifierclaims');
  const seen = await callApi<{ claim: { sightingFees: { projectNumber: string }[] } }>(page, `/api/certifierclaims/${claims.body.claims[0].claimId}`);
  const claimed = seen.body.claim.sightingFees[0].projectNumber;
  await attach(page, 'refused.csv', `${header}\nLV9999999,DA1,1/2/2025,4000\n${claimed},DA2,1/2/2025,4000\n`);
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  await expect(page.getByText(messages.resultFailed, { exact: true })).toHaveCount(1);
  await expect(page.getByText(messages.resultFailed, { exact: true })).toBeVisible();
  await expect(errorsPanel(page).getByRole('heading', { name: messages.refusedRows })).toBeVisible();
  await expect(errorsPanel(page).getByText(fillMessage(csv.messages.projectNotFound, { projectNumber: 'LV9999999' }))).toBeVisible();
  await expect(errorsPanel(page).getByText(fillMessage(csv.messages.projectAlreadyClaimed, { projectNumber: claimed }))).toBeVisible();
  await expect(errorsPanel(page).getByText('Row 3', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(new RegExp(`${CLAIM_ROUTE}$`));
  await page.getByRole('button', { name: /Remove refused.csv/ }).click();

  await page.getByLabel('Use a new account').check();
  await page.getByLabel('BSB').fill('064-222');
  await page.getByLabel('Account number').fill('445566');
  await page.getByLabel('Account name').fill('Claim Account');
  await attach(page, 'good.csv', `${header}\r\n${first},DA2025/77,1/3/2025,4000\r\n${second},DA2025/78,02/03/2025,4101\r\n`);
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  const toast = page.getByText(/^Claim submitted successfully! Claim number: CL\d{7}$/);
  await expect(toast).toBeVisible();
  const claimNo = (await toast.textContent())!.split(': ')[1];
  expect(fillMessage(catalogText('certifier-claim', 'form', '/submit/successMessage'), { claimNo })).toBe(await toast.textContent());
  await expect(page).toHaveURL(/\/certifier-portal$/);

  const table = page.getByRole('table', { name: 'Certified projects' });
  await page.getByPlaceholder('Search certified projects...').fill(claimNo);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(statuses[portal.certifierClaims.newClaimStatus].label);
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('table', { name: 'Sighting fees' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'DA2025/77' })).toBeVisible();

  const { body } = await callApi<{ userContact: { customerNumber: string } }>(page, '/api/contact/user/' + (await oidOf(page)));
  const vendor = await callApi<{ bankAccounts: { bsb: string }[] }>(page, `/api/contact/${body.userContact.customerNumber}/vendor-bank-details`);
  expect(vendor.body.bankAccounts.map((a) => a.bsb)).toEqual(['064-222']);
});

test('a levy payer cannot open the certifier pages or call the claims API', async ({ page }) => {
  await signIn(page, 'payer@example.com', '/certifier-portal');
  await expect(page.getByText(portal.messages.notAuthorisedPage)).toBeVisible();
  expect((await callApi(page, '/api/certifierclaims')).status).toBe(403);
});

async function oidOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key) ?? '{}').profile.oid as string;
    }
    throw new Error('No signed-in user in session storage');
  });
}

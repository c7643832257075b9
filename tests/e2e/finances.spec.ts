/**
 * Finances (spec 3 section 2.7): from the dashboard's tile, the payer's invoices and adjustment
 * notes, each searched, sorted and paged on the server; status badges; the pay button only for
 * invoices that can be paid; an invoice number downloads the invoice as a real PDF.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { readPdfText } from '../../server/test-support/pdfjs-text.ts';

const portal = JSON.parse(readFileSync(new URL('../../forms/portal.json', import.meta.url), 'utf8')) as {
  finances: { payableStatuses: string[]; messages: { retrievingDocument: string; documentsNote: string }; bpay: { billerCode: string }; eft: { accountNumber: string } };
};

const bodyRows = (table: Locator) => table.locator('tbody tr');
const isoOf = (display: string) => display.split('/').reverse().join('-');

async function dueDates(table: Locator): Promise<string[]> {
  return (await bodyRows(table).locator('td:nth-child(3)').allTextContents()).map(isoOf);
}

/** Clicks a document number and returns the text of the PDF the browser is given. */
async function downloadDocument(page: Page, button: Locator): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await button.click();
  await expect(page.getByText(portal.finances.messages.retrievingDocument).first()).toBeVisible();
  const download = await downloaded;
  return readPdfText(await readFile(await download.path()));
}

test('the payer sees, searches, sorts and pages invoices and adjustment notes, downloads their PDFs and may pay only payable invoices', async ({ page }) => {
  await signIn(page, 'payer@example.com', '/levies-payer-portal');
  await page.getByRole('link', { name: 'Finances' }).click();
  await expect(page).toHaveURL(/\/levies-payer-portal\/finances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finances' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByText('Finances')).toBeVisible();
  await expect(page.getByText(portal.finances.messages.documentsNote)).toHaveCSS('font-style', 'italic');

  // Invoices: seven, by due date descending.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(bodyRows(invoices)).toHaveCount(7);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByLabel('Search invoices')).toHaveAttribute('placeholder', 'Search by invoice or levy number...');
  const dates = await dueDates(invoices);
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(invoices.getByText('Pending payment')).toBeVisible();
  await expect(invoices.getByText('Overdue')).toHaveCSS('background-color', 'rgb(254, 226, 226)');

  // Pay: only Applied, Overdue and Pending payment.
  const { body } = await callApi<{ transactions: { invoiceNo: string; transactionStatus: string; transactionId: string }[] }>(page, '/api/transactions?transactiontype=Invoice&pageSize=50');
  for (const invoice of body.transactions) {
    const pay = page.getByRole('button', { name: `Pay invoice ${invoice.invoiceNo}` });
    if (portal.finances.payableStatuses.includes(invoice.transactionStatus)) await expect(pay, invoice.transactionStatus).toBeEnabled();
    else await expect(pay, invoice.transactionStatus).toBeDisabled();
  }
  const pending = body.transactions.find((t) => t.transactionStatus === 'PendingPayment')!;
  await page.getByRole('button', { name: `Pay invoice ${pending.invoiceNo}` }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pay invoice');
  await expectNoSeriousA11yViolations(page);

  // Sort by invoice number, ascending then descending.
  const numberHeader = invoices.getByRole('button', { name: /Invoice no\./ });
  await numberHeader.click();
  await expect(bodyRows(invoices).first()).toContainText('INV0900001');
  await numberHeader.click();
  await expect(bodyRows(invoices).first()).toContainText('INV0900007');

  // Search by invoice number.
  await page.getByLabel('Search invoices').fill(pending.invoiceNo);
  await expect(bodyRows(invoices)).toHaveCount(1);
  await expect(bodyRows(invoices).first()).toContainText(pending.invoiceNo);

  // The invoice number downloads the invoice: a PDF whose text says what is owed and how to pay.
  const invoiceText = await downloadDocument(page, invoices.getByRole('button', { name: `${pending.invoiceNo}, download invoice` }));
  for (const expected of ['Tax invoice', pending.invoiceNo, 'Demo Builders Pty Ltd', 'Pending payment', portal.finances.bpay.billerCode, portal.finances.eft.accountNumber]) {
    expect(invoiceText).toContain(expected);
  }

  // Pay opens the invoice's payment page.
  await page.getByRole('button', { name: `Pay invoice ${pending.invoiceNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/levies-payer-portal/finances/pay-invoice/${pending.transactionId}$`));
  await page.goBack();

  // Adjustment notes: fourteen, paged by ten.
  await page.getByRole('tab', { name: 'Adjustment Notes' }).click();
  await expect(page).toHaveURL(/[?&]tab=adjustment-notes/);
  const credits = page.getByRole('table', { name: 'Adjustment Notes' });
  await expect(page.getByLabel('Search adjustment notes')).toHaveAttribute('placeholder', 'Search by credit or levy number...');
  await expect(bodyRows(credits)).toHaveCount(14);
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(bodyRows(credits)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(bodyRows(credits)).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search adjustment notes').fill('CN0900012');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(bodyRows(credits)).toHaveCount(1);
  const creditText = await downloadDocument(page, credits.getByRole('button', { name: 'CN0900012, download adjustment note' }));
  for (const expected of ['Adjustment note', 'CN0900012', 'Levy credit']) expect(creditText).toContain(expected);
});

test('a payer without an organisation and without invoices sees No data on both tabs', async ({ page }) => {
  await signIn(page, 'owner@example.com', '/levies-payer-portal/finances');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByText('No data')).toBeVisible();
  await page.getByRole('tab', { name: 'Adjustment Notes' }).click();
  await expect(page.getByRole('table', { name: 'Adjustment Notes' }).getByText('No data')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/**
 * Card payment of an invoice (spec 3 s2.8, s4.2, s8) through the embedded sandbox gateway with
 * BPOINT's test-mode rules: a test card pays an invoice whose amount ends in 00 cents; other cents
 * decline; a gateway that does not answer in time, and a charge whose answer is lost, as the payer
 * sees them. The sandbox's test-mode switch sets its delay and failure for each journey.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogText } from '../support/catalog-text.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';

const FINANCES = '/levies-payer-portal/finances';
const text = (pointer: string) => catalogText('card-payment', 'form', pointer);
const message = (key: string) => text(`/messages/${key}`);

interface Transaction {
  transactionId: string;
  invoiceNo: string;
  amountOwing: number;
  transactionStatus: string;
  paymentReference: string | null;
}

async function gatewayMode(page: Page, delayMs: number, failure: 'none' | 'unavailable' | 'lost-response') {
  const response = await page.request.put('/sandbox-gateway/v1/test-mode', { data: { delayMs, failure } });
  expect(response.ok()).toBe(true);
}

async function invoiceNumbered(page: Page, invoiceNo: string): Promise<Transaction> {
  const { body } = await callApi<{ transactions: Transaction[] }>(page, `/api/transactions?transactiontype=Invoice&searchTerm=${invoiceNo}`);
  return body.transactions.find((t) => t.invoiceNo === invoiceNo)!;
}

async function openPayInvoice(page: Page, invoice: Transaction) {
  await page.goto(`${FINANCES}/pay-invoice/${invoice.transactionId}`);
  await expect(page.getByRole('heading', { name: text('/title'), level: 1 })).toBeVisible();
  await expect(page.getByText(invoice.invoiceNo)).toBeVisible();
}

async function startPaying(page: Page) {
  await page.getByRole('button', { name: message('pay'), exact: true }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

async function enterTestCard(page: Page, leave: 'blur' | 'Tab' = 'blur') {
  await page.getByLabel('Card number').fill('4987 6543 2109 8769');
  await page.getByLabel('Expiry month (mm)').fill('12');
  await page.getByLabel('Expiry year (yy)').fill('39');
  await page.getByLabel('Name on card').fill('Pat Payer');
  await page.getByLabel('CVN').fill('123');
  if (leave === 'Tab') await page.getByLabel('CVN').press('Tab');
  else await page.getByLabel('CVN').blur();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await gatewayMode(page, 0, 'none');
});

/**
 * A new pay-later invoice whose amount ends in 00 cents (so the sandbox approves it): the
 * notification's valid pay-later fixture on a seeded description of work, its work moved into
 * next year, saved and submitted.
 */
async function notifiedInvoice(page: Page): Promise<Transaction> {
  const fixture = JSON.parse(readFileSync(new URL('../../forms/notification/fixtures/valid-pay-later.json', import.meta.url), 'utf8')) as { data: { buildingDetails: Record<string, unknown> } };
  const year = new Date().getFullYear() + 1;
  const data = { ...fixture.data, buildingDetails: { ...fixture.data.buildingDetails, descriptionOfWork: 'Secondary dwelling (granny flat)', typeOfWork: 'New residential building', projectStartDate: `${year}-02-01`, projectEndDate: `${year}-10-31` } };
  const saved = await callApi<{ projectId: string }>(page, '/api/project/save', { method: 'POST', data: { project: { projectId: 'new-project', ...data } } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await callApi<{ projectNumber: string }>(page, '/api/project/submit', { method: 'POST', data: { id: saved.body.projectId } });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const { body } = await callApi<{ transactions: Transaction[] }>(page, `/api/transactions?transactiontype=Invoice&searchTerm=${submitted.body.projectNumber}`);
  return body.transactions[0];
}

test('a levy payer pays an invoice with a test card and sees the receipt', async ({ page }) => {
  const invoice = await notifiedInvoice(page);
  await openPayInvoice(page, invoice);
  await expectNoSeriousA11yViolations(page);
  const authKeyRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/bpoint/getauthkey');
  await startPaying(page);
  // Spec 3 s7: the auth key is asked for with the amount, the reference number and the payer's email.
  expect((await authKeyRequest).postDataJSON()).toEqual({ amount: invoice.amountOwing, referenceNumber: invoice.invoiceNo, email: 'payer@example.com' });
  // The Pay button went with the summary; once the payment is initiated, focus is in the card form, not lost to the page.
  await expect(page.getByRole('dialog', { name: message('initiating') })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toBeFocused();
  // The amount the card is charged shows beside the card form.
  const owing = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(invoice.amountOwing);
  await expect(page.getByText(owing)).toBeVisible();
  await expect(page.getByText(message('amountOwing'))).toBeVisible();
  const pay = page.getByRole('button', { name: message('payInvoice') });
  await expect(pay).toBeDisabled();
  // By keyboard: the Tab that leaves the last field, and so makes the card form valid, lands on Pay invoice.
  await enterTestCard(page, 'Tab');
  await expect(pay).toBeFocused();
  await expect(pay).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('/submit/successMessage'))).toBeVisible();
  await expect(page.getByRole('heading', { name: message('receiptHeading') })).toBeVisible();
  // The receipt replaced the form whose button had focus: its heading takes it, so it is announced.
  await expect(page.getByRole('heading', { name: message('receiptHeading') })).toBeFocused();
  const paid = await invoiceNumbered(page, invoice.invoiceNo);
  expect(paid.transactionStatus).toBe('Paid');
  await expect(page.getByText(paid.paymentReference!)).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Opened again, the paid invoice shows its receipt, and the breadcrumb leads back to Finances.
  await page.reload();
  await expect(page.getByRole('heading', { name: message('receiptHeading') })).toBeVisible();
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Finances' }).click();
  await expect(page).toHaveURL(/\/levies-payer-portal\/finances$/);
});

test('an invoice paid elsewhere meanwhile: processing the payment failed, nothing is charged, and paying starts again', async ({ page }) => {
  const invoice = await notifiedInvoice(page);
  await openPayInvoice(page, invoice);
  await startPaying(page);
  await enterTestCard(page);
  // Paid meanwhile, e.g. in another tab: its own auth key, the card attached at the gateway, the charge.
  const { body: key } = await callApi<{ authkey: string }>(page, '/api/bpoint/getauthkey', { method: 'POST', data: { referenceNumber: invoice.invoiceNo } });
  const card = { cardNumber: '4987654321098769', expiryMonth: '12', expiryYear: '39', name: 'Pat Payer', cvn: '123' };
  expect((await page.request.post(`/sandbox-gateway/v1/authkeys/${key.authkey}/card`, { data: card })).status()).toBe(204);
  expect((await callApi(page, '/api/transactions/pay', { method: 'POST', data: { id: invoice.transactionId, authkey: key.authkey } })).status).toBe(200);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: message('payInvoice') }).click();
  const processFailure = message('processFailure').replace('{details}', '');
  await expect(page.getByRole('alert').filter({ hasText: processFailure })).toBeVisible();
  // Not the processed-but-not-finalised notice: this card was not charged. A fresh key is asked for, which the paid invoice no longer gets.
  await expect(page.getByText(message('initiateFailed'))).toBeVisible();
  await expect(page.getByText(message('processedNotFinalised'))).toHaveCount(0);
  expect(requests.filter((path) => path === '/api/bpoint/getauthkey')).toHaveLength(1);
  const { body } = await callApi<{ transactions: (Transaction & { amountOwing: number })[] }>(page, `/api/transactions?transactiontype=Invoice&searchTerm=${invoice.invoiceNo}`);
  expect(body.transactions.map((t) => [t.transactionStatus, t.amountOwing])).toEqual([['Paid', 0]]);
  await expectNoSeriousA11yViolations(page);
});

test('a declined card leaves the invoice owing and starts again with a fresh auth key', async ({ page }) => {
  // INV0900003 owes an amount ending in 98 cents, kept so on purpose (README, Test cards): the sandbox declines it.
  const invoice = await invoiceNumbered(page, 'INV0900003');
  await openPayInvoice(page, invoice);
  await startPaying(page);
  await enterTestCard(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('button', { name: message('payInvoice') }).click();
  await expect.poll(() => requests.filter((url) => url.endsWith('/api/bpoint/getauthkey')).length).toBe(1);
  // The reason stands above the card form and takes focus once the fresh key is ready, so it is read out there;
  // said once: no toast repeats it.
  await expect(page.getByRole('main').locator('[tabindex="-1"]', { hasText: 'Transaction declined' })).toBeFocused();
  // Counted at once, not waited for: a toast closes by itself within the assertion's wait.
  expect(await page.getByText('Transaction declined').count()).toBe(1);
  // The card went to the gateway, never to our API.
  expect(requests.filter((url) => url.includes('/sandbox-gateway/v1/authkeys/'))).toHaveLength(1);
  await expect(page.getByRole('button', { name: message('payInvoice') })).toBeEnabled();
  expect((await invoiceNumbered(page, 'INV0900003')).transactionStatus).toBe('PendingPayment');
});

test('a gateway that does not answer in time: the error initiating the payment, then Retry', async ({ page }) => {
  const invoice = await invoiceNumbered(page, 'INV0900005');
  await openPayInvoice(page, invoice);
  await gatewayMode(page, 8000, 'none');
  await startPaying(page);
  await expect(page.getByRole('dialog', { name: message('initiating') })).toBeVisible();
  await expect(page.getByText(message('initiateFailed'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(message('initiateFailure').replace('{details}', ''), { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: message('payInvoice') })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await gatewayMode(page, 0, 'none');
  await page.getByRole('button', { name: message('retry') }).click();
  await expect(page.getByText(message('initiateFailed'))).toBeHidden();
  await enterTestCard(page);
  await expect(page.getByRole('button', { name: message('payInvoice') })).toBeEnabled();
});

test('a charge whose answer is lost shows the processed-but-not-finalised notice', async ({ page }) => {
  const invoice = await invoiceNumbered(page, 'INV0900007');
  await openPayInvoice(page, invoice);
  await startPaying(page);
  await enterTestCard(page);
  await expect(page.getByRole('button', { name: message('payInvoice') })).toBeEnabled();
  await gatewayMode(page, 0, 'lost-response');
  await page.getByRole('button', { name: message('payInvoice') }).click();
  await expect(page.getByText(message('processedNotFinalised'))).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message('processedNotFinalised') })).toBeFocused();
  await expect(page.getByText(text('/submit/failureMessage').replace(/\{details?\}/, ''), { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await gatewayMode(page, 0, 'none');
});

test('an invoice that cannot be loaded says so, with Go back, which goes to Finances when the tab opened on it', async ({ page }) => {
  await page.goto(`${FINANCES}/pay-invoice/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText(text('/loadFailedMessage'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: message('goBack') }).click();
  await expect(page).toHaveURL(new RegExp(`${FINANCES}(\\?|$)`));
});

/**
 * Pay now in the notification wizard (spec 3 s2.6, s4.3, s4.4, s8, s9): Next from the summary
 * saves the draft, the payment step embeds the catalog card form, Submit pays the levy the server
 * calculates and submits; the confirmation names the receipt and payment date, also after a
 * reload, and the paid invoice is under Finances. A refused card says why and the next Submit
 * pays with a fresh auth key, charged once. Wording from the catalog; axe on each page.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPdfText } from '../../server/test-support/pdfjs-text.ts';
import { catalogText } from '../support/catalog-text.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { enterTestCard } from './support/card.ts';
import { NOTIFY, notificationText, notifyToSummary, tick } from './support/notify.ts';
import { callApi, signIn } from './support/session.ts';

const PAYMENT_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/;
const cardText = (pointer: string) => catalogText('card-payment', 'form', pointer);

async function gatewayMode(page: Page, delayMs: number, failure: 'none' | 'unavailable' | 'lost-response') {
  const response = await page.request.put('/sandbox-gateway/v1/test-mode', { data: { delayMs, failure } });
  expect(response.ok()).toBe(true);
}

/** The summary with Pay now chosen, then Next: the draft saved, the payment step with the card form. */
async function toPayment(page: Page) {
  // $1,000,000 of work: a levy of $5,750.00, whose 00 cents the sandbox approves.
  await notifyToSummary(page, '1000000');
  await page.getByRole('radio', { name: /Pay now/ }).check();
  await tick(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: notificationText('/messages/next') }).click();
  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  await expect(page.getByText(notificationText('/messages/submitWarning'))).toBeVisible();
  await expect(page.getByLabel(catalogText('card-payment', 'schema', '/properties/cardNumber/title'))).toBeVisible();
  // The amount the card is charged shows beside the card form.
  await expect(page.getByText(catalogText('card-payment', 'form', '/messages/amountToPay'))).toBeVisible();
  await expect(page.getByText('$5,750.00')).toBeVisible();
}

const submitButton = (page: Page) => page.getByRole('button', { name: notificationText('/messages/submit') });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await gatewayMode(page, 0, 'none');
});

test('a payer notifies a project, pays now with a test card, sees the confirmation and finds the paid invoice under Finances', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await toPayment(page);
  // Next saved the draft before the payment step.
  expect(requests.filter((url) => url.endsWith('/api/project/save'))).toHaveLength(1);
  const submit = submitButton(page);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await tick(page);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await enterTestCard(page);
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  await expect(page.getByText(notificationText('/submit/successMessage'))).toBeVisible();
  // The confirmation replaced the step whose Submit had focus: its heading takes it.
  await expect(page.getByRole('heading', { name: notificationText('/messages/confirmationHeading') })).toBeFocused();
  const projectNumber = (await page.getByTestId('confirmation-project-id').textContent())!.trim();
  const receipt = (await page.getByTestId('confirmation-payment-reference').textContent())!.trim();
  expect(receipt).toBeTruthy();
  await expect(page.getByText(notificationText('/messages/confirmationPayment'), { exact: true })).toBeVisible();
  await expect(page.getByText(notificationText('/messages/confirmationPaymentDate'), { exact: true })).toBeVisible();
  await expect(page.getByText(PAYMENT_DATE)).toBeVisible();
  // The card went to the gateway, never to our API.
  expect(requests.filter((url) => url.includes('/sandbox-gateway/v1/authkeys/'))).toHaveLength(1);
  expect(requests.filter((url) => url.endsWith('/api/project/payandsubmit'))).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // A reload shows the confirmation again, read from the server.
  await page.reload();
  await expect(page.getByTestId('confirmation-project-id')).toHaveText(projectNumber);
  // Shown again on a page load, not in place of a Submit: the heading leaves focus to the page.
  await expect(page.getByRole('heading', { name: notificationText('/messages/confirmationHeading') })).not.toBeFocused();
  await expect(page.getByTestId('confirmation-payment-reference')).toHaveText(receipt);
  await expect(page.getByText(PAYMENT_DATE)).toBeVisible();
  await page.getByRole('button', { name: notificationText('/messages/close') }).click();
  await expect(page).toHaveURL('/levies-payer-portal');

  // Finances: the invoice made at submission is Paid, and its document carries the receipt.
  await page.getByRole('link', { name: 'Finances' }).click();
  await page.getByLabel('Search invoices').fill(projectNumber);
  const invoice = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  // Exactly the one row found by the search: the table's 'Loading data...' row, before the first page, is one row too.
  await expect(invoice).toHaveText([new RegExp(projectNumber)]);
  await expect(invoice).toContainText('Paid');
  await expect(invoice).toContainText('$5,750.00');
  await expect(invoice.getByRole('button', { name: /^Pay invoice INV\d{7}$/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  const downloaded = page.waitForEvent('download');
  await invoice.getByRole('button', { name: /^INV\d{7}, download invoice$/ }).click();
  const text = await readPdfText(await readFile(await (await downloaded).path()));
  expect(text).toContain(receipt);
  expect(text).toContain(projectNumber);
});

test('a refused card in the wizard says why; the next Submit pays with a fresh auth key, charged once', async ({ page }) => {
  await toPayment(page);
  await tick(page);
  // An expiry already past: the gateway refuses the card when it is attached.
  await enterTestCard(page, { month: '01', year: '20' });
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/bpoint/getauthkey')) keys.push(request.url());
  });
  await submitButton(page).click();
  // The reason stands above the card form and takes focus there, so it is read out; said once: no toast repeats it.
  await expect(page.getByRole('main').locator('[tabindex="-1"]', { hasText: 'Expired card' })).toBeFocused();
  // Counted at once, not waited for: a toast closes by itself within the assertion's wait.
  expect(await page.getByText('Expired card').count()).toBe(1);
  await expect(page.getByTestId('confirmation-project-id')).toHaveCount(0);
  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  await expectNoSeriousA11yViolations(page);

  await enterTestCard(page);
  await submitButton(page).click();
  await expect(page.getByText(notificationText('/submit/successMessage'))).toBeVisible();
  const projectNumber = (await page.getByTestId('confirmation-project-id').textContent())!.trim();
  await expect(page.getByText(PAYMENT_DATE)).toBeVisible();
  expect(keys).toHaveLength(2);
  await expectNoSeriousA11yViolations(page);

  // One invoice, paid once.
  const { body } = await callApi<{ transactions: { transactionStatus: string; paymentReference: string | null }[] }>(page, `/api/transactions?transactiontype=Invoice&searchTerm=${projectNumber}`);
  expect(body.transactions).toHaveLength(1);
  expect(body.transactions[0]).toMatchObject({ transactionStatus: 'Paid', paymentReference: expect.any(String) });
});

test("while the card form is still loading, Submit waits and says payment can't be initiated yet; then the card form shows", async ({ page }) => {
  // The card form's revision lookup held back: its code has not arrived when the payment step opens.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/forms/card-payment/current', async (route) => {
    await held;
    await route.continue();
  });
  const paying: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(project\/payandsubmit|bpoint\/getauthkey)/.test(request.url())) paying.push(request.url());
  });
  await notifyToSummary(page, '1000000');
  await page.getByRole('radio', { name: /Pay now/ }).check();
  await tick(page);
  await page.getByRole('button', { name: notificationText('/messages/next') }).click();
  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  const notReady = page.getByText(cardText('/messages/notReady'));
  await expect(notReady).toBeVisible();
  const submit = submitButton(page);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.click({ force: true });
  await expect(notReady).toBeVisible();
  expect(paying).toEqual([]);

  release();
  await expect(page.getByLabel(catalogText('card-payment', 'schema', '/properties/cardNumber/title'))).toBeVisible();
  await expect(notReady).toBeHidden();
});

test('a gateway that does not answer: the error initiating the payment, then Retry and Submit pay', async ({ page }) => {
  await toPayment(page);
  await tick(page);
  await enterTestCard(page);
  await gatewayMode(page, 8000, 'none');
  await submitButton(page).click();
  await expect(page.getByText(cardText('/messages/initiateFailed'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(cardText('/messages/initiateFailure').replace('{details}', ''), { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await gatewayMode(page, 0, 'none');
  await page.getByRole('button', { name: cardText('/messages/retry') }).click();
  await expect(page.getByText(cardText('/messages/initiateFailed'))).toBeHidden();
  await submitButton(page).click();
  await expect(page.getByText(notificationText('/submit/successMessage'))).toBeVisible();
  await expect(page.getByText(PAYMENT_DATE)).toBeVisible();
});

test('without the signed-in contact nothing is sent: Save & Exit and the save before paying say they could not save, Pay and submit that it could not submit, a contact without its id that it is missing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(project\/(save|submit|payandsubmit)|bpoint\/getauthkey)$/.test(path)) sent.push(path);
  });
  const contactRead = '**/api/contact/user/**';
  const contactFails = () => page.route(contactRead, (route) => route.fulfill({ status: 503, json: { message: 'Contacts unavailable' } }));
  const toast = (pointer: string) => page.getByRole('alert').filter({ hasText: notificationText(pointer) });
  /** The toast is shown, and closed so the next one stands alone. */
  const toastShown = async (pointer: string) => {
    await expect(toast(pointer)).toBeVisible();
    await toast(pointer).getByRole('button').click();
    await expect(toast(pointer)).toHaveCount(0);
  };
  const next = page.getByRole('button', { name: notificationText('/messages/next') });

  await notifyToSummary(page, '1000000');
  await page.getByRole('radio', { name: /Pay now/ }).check();
  await tick(page);
  await contactFails();
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await toastShown('/messages/saveWithoutContact');
  await next.click();
  await toastShown('/messages/saveWithoutContact');
  await expect(page).toHaveURL(`${NOTIFY}/summary`);
  expect(sent).toEqual([]);

  // The contact read again: Next saves the draft, then the payment step.
  await page.unroute(contactRead);
  await next.click();
  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  expect(sent).toEqual(['/api/project/save']);
  await tick(page);
  await enterTestCard(page);
  await contactFails();
  await submitButton(page).click();
  await toastShown('/messages/submitWithoutContact');

  // The contact comes back without its id.
  await page.unroute(contactRead);
  await page.route(contactRead, async (route) => {
    const response = await route.fetch();
    const { userContact } = (await response.json()) as { userContact: Record<string, unknown> };
    await route.fulfill({ response, json: { userContact: { ...userContact, contactId: null } } });
  });
  await submitButton(page).click();
  await toastShown('/messages/missingContext');
  expect(sent).toEqual(['/api/project/save']);
  await expect(page).toHaveURL(`${NOTIFY}/payment`);

  // With the contact, the same Submit pays and submits.
  await page.unroute(contactRead);
  await submitButton(page).click();
  await expect(page.getByText(notificationText('/submit/successMessage'))).toBeVisible();
  expect(sent).toEqual(['/api/project/save', '/api/project/save', '/api/bpoint/getauthkey', '/api/project/payandsubmit']);
});

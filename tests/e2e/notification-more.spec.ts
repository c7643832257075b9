/**
 * More notification journeys (spec 3 sections 4.4 and 5.2): an instalment request with its
 * documents page; the principal contractor ABN lookup and its invalid-ABN toast; the non-blocking
 * past-start-date warning; the warning on an internal job number notified before, also shown at
 * once when a Draft holding one resumes (never about the Draft itself); the OTHER
 * description and its required text; the owner-builder permit
 * requiring its number and a file; a summary's alternate invoice email checked 250 ms after typing
 * stops; and files chosen before a reload asked for again.
 */
import { expect, test, type Page } from '@playwright/test';
import { nextValidAbn } from '../../server/seed/abn.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';
import { portal } from '../../generated/portal.gen.ts';

const NOTIFY = '/levies-payer-portal/notify-new-project';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
/** Seeded in the ABN register with no organisation record: its registry names fill in (server/seed/people.ts). */
const CORAL_COAST_ABN = nextValidAbn(82_331_440_000);
const field = (page: Page, name: string) => page.locator(`[id="root.${name}"]`);
const yesNo = (page: Page, question: string, answer: 'Yes' | 'No') => page.getByRole('group', { name: new RegExp(`^${question.replace(/[?()]/g, '\\$&')}`) }).getByRole('radio', { name: answer }).check();

async function start(page: Page) {
  await signIn(page, 'payer@example.com');
  await page.goto(NOTIFY);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
}

/** Everything but the description (and its answers) and the dates. */
async function fillRest(page: Page) {
  await page.getByLabel('Local council').selectOption('Brisbane City Council');
  await page.getByLabel('Address line 1').fill('Brisbane');
  await page.getByRole('listitem').getByRole('button').first().click();
  await expect(page.getByLabel('Postcode')).toHaveValue(/^\d{4}$/);
  // Chosen with the pointer, focus stays in the search box too.
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await field(page, 'ownerContactName').fill('Alex Owner');
  await field(page, 'ownerContactPhoneNumber').fill('0411 123 123');
  await field(page, 'ownerContactEmail').fill('alex@example.com');
  await field(page, 'ownerContactEmail').blur();
}

async function fillHouse(page: Page, startDate: string, finish: string) {
  await page.getByLabel('Description of work').selectOption('Detached house');
  await page.getByLabel('How many storeys will the house have?').fill('Two');
  await page.getByLabel('Estimated start date').fill(startDate);
  await page.getByLabel('Estimated finish date').fill(finish);
  await fillRest(page);
}

async function tick(page: Page) {
  await page.getByLabel(/I certify that the information/).check();
  await page.getByLabel(/I agree that this declaration/).check();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function toSummary(page: Page, total: string) {
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  await page.getByLabel('Total cost of work (excluding GST)').fill(total);
  await page.getByLabel('Total cost of work (excluding GST)').blur();
  await page.getByRole('button', { name: 'Click to calculate levy' }).click();
  await expect(page.getByLabel('Total levy payable (GST exclusive)')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/summary`);
}

test('an instalment request: offered above $10,000,000 over more than 12 months, its documents page, submitted', async ({ page }) => {
  await start(page);
  await fillHouse(page, '2027-01-10', '2028-06-30');
  await toSummary(page, '20000000');
  await page.getByRole('radio', { name: /Request to pay by instalments/ }).check();
  await expect(page.getByText(/Instalment requests: a decision is made at least 14 days/)).toBeVisible();
  await tick(page);
  // Instalment goes on to the payment step (Next, not Submit).
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await next(page).click();

  await expect(page).toHaveURL(`${NOTIFY}/payment`);
  await expect(page.getByText('Instalment plan documents').first()).toBeVisible();
  await expect(page.getByText('Provide a cash flow showing progress payments, or a copy of the building contract showing the price and dates.')).toBeVisible();
  await expect(page.getByText(/statutory declaration/)).toHaveCount(0);
  // Nothing is paid on the documents page: no warning about a card payment.
  await expect(page.getByText(catalogText('notification', 'form', '/messages/submitWarning'))).toHaveCount(0);
  // The documents are required by the instalment rule: not announced '(optional)'.
  const documents = page.locator('legend').filter({ hasText: 'Instalment plan documents' });
  await expect(documents).toBeVisible();
  await expect(documents).not.toContainText('(optional)');
  const submit = page.getByRole('button', { name: 'Submit' });
  // Both ticks and at least one file.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await tick(page);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await page.locator('input[type="file"]').setInputFiles(pdf('cash-flow.pdf'));
  await expect(page.getByText('cash-flow.pdf')).toBeVisible();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  await expect(page.getByText(catalogText('notification', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page.getByTestId('confirmation-project-id')).not.toBeEmpty();
  await expect(page.getByText('Uploaded')).toBeVisible();
});

test('the principal contractor ABN lookup fills the entity and trading names; an invalid ABN gets the toast, and so does one edited after the lookup', async ({ page }) => {
  await start(page);
  await yesNo(page, 'Has a principal contractor been appointed?', 'Yes');
  const abn = page.getByLabel(/^ABN/);
  await abn.fill('12 345 678');
  // Leaving the box shows its inline error, which moves the button: blur first, then click.
  await abn.blur();
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(catalogText('notification', 'form', '/abnLookup/0/invalidMessage'))).toBeVisible();
  await expect(page.getByLabel(/^Entity name/)).toHaveValue('');

  await abn.fill(CORAL_COAST_ABN);
  await abn.blur();
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByLabel(/^Entity name/)).toHaveValue('CORAL COAST CONSTRUCTIONS PTY LTD');
  await expect(page.getByLabel(/^Trading name/)).toHaveValue('Coral Coast Constructions');
  await expectNoSeriousA11yViolations(page);

  // Edited to an invalid ABN after the lookup: the details found are not kept, and the user is told.
  await abn.fill('82 331 44');
  await abn.blur();
  const changed = catalogText('notification', 'form', '/abnLookup/0/changedMessage').replace('{abn}', CORAL_COAST_ABN.replace(/\s/g, ''));
  await expect(page.getByRole('status').filter({ hasText: changed })).toBeVisible();
  await expect(page.getByLabel(/^Entity name/)).toHaveValue('');
  await expect(page.getByLabel(/^Trading name/)).toHaveValue('');
});

test('a start date in the past warns without blocking', async ({ page }) => {
  await start(page);
  await fillHouse(page, '2020-03-02', '2027-06-30');
  const warning = page.getByText(catalogText('notification', 'form', '/steps/0/sections/6/description'));
  await expect(warning).toBeVisible();
  // Beside the start date: after it, before the finish date.
  const order = await warning.evaluate((element) => {
    const start = document.querySelector('input[type="date"][id$="projectStartDate"]')!;
    const finish = document.querySelector('input[type="date"][id$="projectEndDate"]')!;
    const follows = (first: Node, second: Node) => (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return { afterStart: follows(start, element), beforeFinish: follows(element, finish) };
  });
  expect(order).toEqual({ afterStart: true, beforeFinish: true });
  // It is announced, and the start date is described by it.
  const notice = page.getByRole('status').filter({ hasText: catalogText('notification', 'form', '/steps/0/sections/6/description') });
  await expect(notice).toBeVisible();
  const noticeId = await notice.getAttribute('id');
  expect(noticeId).toBeTruthy();
  await expect(page.locator('input[type="date"][id$="projectStartDate"]')).toHaveAttribute('aria-describedby', new RegExp(`(^| )${noticeId}( |$)`));
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
});

test("an internal job number already on one of the organisation's projects warns beside the field without blocking", async ({ page }) => {
  const warning = catalogText('notification', 'form', '/fieldChecks/0/message');
  await start(page);
  await fillHouse(page, '2027-03-02', '2027-06-30');
  const jobNumber = page.getByLabel(/^Internal job number/);
  // Seeded on the payer organisation's project 20 (server/seed/projects-data.ts).
  await jobNumber.fill('JOB-2420');
  await jobNumber.blur();
  const shown = page.getByText(warning);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('aria-live', 'polite');
  const warningId = await shown.getAttribute('id');
  expect(warningId).toBeTruthy();
  expect((await jobNumber.getAttribute('aria-describedby'))?.split(' ')).toContain(warningId);
  await expectNoSeriousA11yViolations(page);
  await jobNumber.fill('JOB-NEW-1');
  await jobNumber.blur();
  await expect(shown).toBeHidden();
  await jobNumber.fill('JOB-2420');
  await jobNumber.blur();
  await expect(shown).toBeVisible();
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
  // Back on the step, the warning still shows beside the field.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByText(warning)).toBeVisible();
});

test('a resumed Draft whose internal job number was notified before warns at once, and never about itself', async ({ page }) => {
  const warning = catalogText('notification', 'form', '/fieldChecks/0/message');
  const jobNumber = page.getByLabel(/^Internal job number/);
  const draftId = async (job: string) => {
    const { body } = await callApi<{ projects: { projectId: string; internalJobNumber?: string; status: string }[] }>(page, `/api/project?current=true&pageNumber=1&pageSize=50&searchTerm=${job}`);
    return body.projects.find((p) => p.status === 'Draft' && p.internalJobNumber === job)!.projectId;
  };
  /** Resumes the Draft from its project page; resolves the field check the wizard asks on opening. */
  const resume = async (projectId: string) => {
    await page.goto(`/levies-payer-portal/project/${projectId}`);
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/project/jobnumber/inuse'), { timeout: 15_000 });
    await page.getByRole('link', { name: portal.projectPage.draftBanner.resumeLabel }).click();
    await expect(page).toHaveURL(`${NOTIFY}/building-details`);
    return checked;
  };
  await start(page);
  await fillHouse(page, '2027-03-02', '2027-06-30');
  // Seeded on the payer organisation's project 20 (server/seed/projects-data.ts).
  await jobNumber.fill('JOB-2420');
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page).toHaveURL('/levies-payer-portal');
  const id = await draftId('JOB-2420');

  // Opening the Draft checks the number it holds, leaving the Draft out: the warning shows untouched.
  const repeated = await resume(id);
  expect(repeated.request().postDataJSON()).toEqual({ internalJobNumber: 'JOB-2420', projectId: id });
  await expect(jobNumber).toHaveValue('JOB-2420');
  await expect(jobNumber).not.toBeFocused();
  const shown = page.getByText(warning);
  await expect(shown).toBeVisible();
  expect((await jobNumber.getAttribute('aria-describedby'))?.split(' ')).toContain(await shown.getAttribute('id'));
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');

  // A number only the Draft itself holds is no repeat.
  await jobNumber.fill('E2E-OWN-JOB-1');
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page).toHaveURL('/levies-payer-portal');
  expect(await draftId('E2E-OWN-JOB-1')).toBe(id);
  const own = await resume(id);
  expect(own.request().postDataJSON()).toEqual({ internalJobNumber: 'E2E-OWN-JOB-1', projectId: id });
  expect(await own.json()).toEqual({ inUse: false });
  await expect(jobNumber).toHaveValue('E2E-OWN-JOB-1');
  await expect(page.getByText(warning)).toBeHidden();
});

test('the OTHER description enables its text, which is then required', async ({ page }) => {
  await start(page);
  await expect(page.getByLabel('Other description of work')).toHaveCount(0);
  await page.getByLabel('Description of work').selectOption('OTHER');
  const other = page.getByLabel('Other description of work');
  await expect(other).toBeEditable();
  // OTHER implies no type of work: the user chooses it.
  await expect(page.getByLabel('Type of work')).toBeEnabled();
  await page.getByLabel('Type of work').selectOption('Civil construction');
  await page.getByLabel('Estimated start date').fill('2027-02-01');
  await page.getByLabel('Estimated finish date').fill('2027-09-30');
  await fillRest(page);
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await next(page).click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await other.fill('Retaining walls for a hillside estate');
  await other.blur();
  await expect(other).not.toHaveAttribute('aria-invalid', 'true');
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
});

test('an owner-builder permit requires its number and a file; a reload keeps the file, and asks for it again where the browser could not keep it', async ({ page }) => {
  await start(page);
  await fillHouse(page, '2027-02-01', '2027-09-30');
  await expect(page.getByLabel('Owner-builder permit number')).toHaveCount(0);
  await yesNo(page, 'Is the work being completed under an owner-builder permit?', 'Yes');
  const permit = page.getByLabel('Owner-builder permit number');
  await expect(permit).toBeVisible();
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await next(page).click({ force: true });
  await expect(page.getByText(catalogText('notification', 'schema', '/properties/buildingDetails/allOf/1/then/properties/ownerBuilderPermitNumber/errorMessage/pattern')).first()).toBeVisible();
  await expect(page.getByText(catalogText('notification', 'schema', '/properties/buildingDetails/allOf/1/then/properties/ownerBuilderPermitFiles/errorMessage/minItems')).first()).toBeVisible();

  await permit.fill('OB-2027-1234');
  await permit.blur();
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await page.locator('input[type="file"]').setInputFiles(pdf('owner-builder-permit.pdf'));
  await expect(page.getByText('owner-builder-permit.pdf')).toBeVisible();
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');

  // A reload keeps the chosen file (the tab keeps it in the browser's database).
  await page.reload();
  await expect(permit).toHaveValue('OB-2027-1234');
  await expect(page.getByText('owner-builder-permit.pdf')).toBeVisible();
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('note').filter({ hasText: 'Please attach this file again' })).toHaveCount(0);

  // Where the browser could not keep it, the file is asked for again, by name.
  await page.evaluate(() => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('levy-portal-kept-files');
    request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
  }));
  await page.reload();
  await expect(permit).toHaveValue('OB-2027-1234');
  const note = page.getByRole('note').filter({ hasText: 'Please attach this file again' });
  await expect(note).toContainText('owner-builder-permit.pdf');
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.locator('input[type="file"]').setInputFiles(pdf('owner-builder-permit.pdf'));
  await expect(note).toHaveCount(0);
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await next(page).click();
  await expect(page).toHaveURL(`${NOTIFY}/cost-of-work`);
});

test('the alternate invoice email is checked 250 ms after typing stops and blocks submit', async ({ page }) => {
  await start(page);
  await fillHouse(page, '2027-01-10', '2027-12-20');
  await toSummary(page, '1000000');
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await tick(page);
  const email = page.getByLabel(/alternate/i);
  await email.pressSequentially('accounts@', { delay: 20 });
  // No blur: the message shows under the field once typing pauses.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await email.pressSequentially('example.com', { delay: 20 });
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
});

test("a Draft resumed from the dashboard shows the description's required question and keeps Next disabled until it is answered", async ({ page }) => {
  await start(page);
  await page.getByLabel('Description of work').selectOption('Detached house');
  const question = page.getByRole('textbox', { name: 'How many storeys will the house have?' });
  await expect(question).toBeVisible();
  await page.getByLabel('Estimated start date').fill('2027-04-01');
  await page.getByLabel('Estimated finish date').fill('2027-11-30');
  await page.getByLabel('Internal job number').fill('E2E-QUESTION-1');
  await fillRest(page);
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page).toHaveURL('/levies-payer-portal');

  await page.getByRole('searchbox', { name: 'Search current projects' }).fill('E2E-QUESTION-1');
  await page.getByRole('row', { name: /E2E-QUESTION-1/ }).click();
  await expect(page).toHaveURL(`${NOTIFY}/building-details`);
  await expect(page.getByLabel('Internal job number')).toHaveValue('E2E-QUESTION-1');
  await expect(question).toBeVisible();
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await question.fill('Two');
  await question.blur();
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
});

test('the intro gives the certifier and liability background and the postal and email support contacts', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await page.goto(NOTIFY);
  const message = (key: string) => catalogText('notification', 'form', `/messages/${key}`);
  await expect(page.getByText(message('introCertifier'))).toBeVisible();
  await expect(page.getByText(message('introLiability'))).toBeVisible();
  await expect(page.getByRole('heading', { name: message('introSupportHeading'), level: 2 })).toBeVisible();
  const { phone, address, email } = portal.finances.authority;
  // The same number is the footer's support number too.
  await expect(page.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
  await expect(page.getByText(message('introSupportPost').replace('{address}', address))).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(page.getByRole('main').getByRole('link', { name: message('introCollectionNotice') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a long value the form accepts wraps on the summary, on a phone too, instead of widening the page', async ({ page }) => {
  await start(page);
  await fillHouse(page, '2027-02-01', '2027-09-30');
  const longJob = `JOB-${'X'.repeat(96)}`;
  await page.getByLabel(/Internal job number/).fill(longJob);
  await page.getByLabel(/Internal job number/).blur();
  await toSummary(page, '1000000');
  await expect(page.getByText(longJob)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});

/**
 * The foundation journey: a levy payer signs in through the local OpenID Connect provider and
 * submits a start date change with a supporting document; it lands in the database as a
 * Submitted complex change.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { keptFileCount } from './support/kept-files.ts';
import { callApi, signIn } from './support/session.ts';
import { portal } from '../../generated/portal.gen.ts';
import { catalogText } from '../support/catalog-text.ts';

interface ProjectRow {
  projectId: string;
  projectNumber: string;
  status: string;
}

test('a levy payer changes a project start date with a supporting document', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await signIn(page, 'payer@example.com');
  const { body: list } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const project = list.projects.find((row) => row.status === 'Submitted');
  expect(project, 'the demo data has a Submitted project').toBeTruthy();
  const { projectId, projectNumber } = project!;

  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await expect(page.getByRole('heading', { name: 'Change start date', level: 1 })).toBeVisible();
  await expect(page.getByText(projectNumber).first()).toBeVisible();

  const newStartDate = page.getByLabel('New start date');
  const reason = page.getByLabel('Reason for change');
  // The checks the form derives for itself are never shown, nor any note about them.
  await expect(newStartDate).toBeVisible();
  await expect(page.getByText(/derived|engine|form\.json/i)).toHaveCount(0);
  await newStartDate.focus();
  await reason.focus();
  await expect(page.getByText(catalogText('change-start-date', 'schema', '/errorMessage/required/newStartDate'))).toBeVisible();
  await page.getByLabel(/I certify/).focus();
  await expect(page.getByText(catalogText('change-start-date', 'schema', '/properties/reasonForChange/errorMessage/type'))).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Pressed anyway, it sends nothing and shows what is missing: the error summary, which takes focus.
  await submit.click({ force: true });
  const summary = page.getByRole('alert').filter({ hasText: catalogText('change-start-date', 'schema', '/properties/reasonForChange/errorMessage/type') });
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL(/change-start-date$/);

  // A start after the project's finish date is warned of at the date field, which names the warning.
  await newStartDate.fill('2100-12-01');
  const warning = page.getByRole('status').filter({ hasText: catalogText('change-start-date', 'form', '/steps/0/sections/1/description') });
  await expect(warning).toBeVisible();
  const warningId = await warning.getAttribute('id');
  expect(warningId).toBeTruthy();
  await expect(newStartDate).toHaveAttribute('aria-describedby', new RegExp(`(^| )${warningId}( |$)`));

  await newStartDate.fill('2027-03-01');
  await expect(warning).toBeHidden();
  await expect(newStartDate).not.toHaveAttribute('aria-describedby', new RegExp(`(^| )${warningId}( |$)`));
  await reason.fill('Council approval was delayed by six weeks.');
  await reason.blur();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'council-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('council-letter.pdf')).toBeVisible();
  // A reload loses nothing entered nor the file chosen: the tab keeps them until they are sent.
  await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).some((value) => value.includes('Council approval was delayed')))).toBe(true);
  await page.reload();
  await expect(newStartDate).toHaveValue('2027-03-01');
  await expect(reason).toHaveValue('Council approval was delayed by six weeks.');
  await expect(page.getByText('council-letter.pdf')).toBeVisible();
  await page.getByLabel(/I certify/).check();
  await page.getByLabel(/electronic signature/).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText(catalogText('change-start-date', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/levies-payer-portal/project/${projectId}$`));
  expect(await page.evaluate(() => Object.values(sessionStorage).some((value) => value.includes('Council approval was delayed')))).toBe(false);
  // Nor is the file kept once sent.
  await expect.poll(() => keptFileCount(page)).toBe(0);

  const { body: history } = await callApi<{ complexChanges: { changeType: string; status: string }[] }>(
    page,
    `/api/complexchange?projectId=${projectId}&pageNumber=1&pageSize=20`,
  );
  expect(history.complexChanges).toContainEqual(expect.objectContaining({ changeType: 'StartDate', status: 'Submitted' }));
  expect(cspViolations).toEqual([]);
});

test('a form reopened with entries kept from earlier says so, and clearing them leaves nothing kept', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body: list } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const { projectId } = list.projects.find((row) => row.status === 'Submitted')!;
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  const reason = page.getByLabel('Reason for change');
  const notice = page.getByRole('status').filter({ hasText: portal.messages.keptEntries });
  await expect(reason).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'kept-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('kept-note.pdf')).toBeVisible();
  // Reloaded at once, within the pause after typing that commits the text: it is kept all the same.
  await reason.fill('Entered before a reload.');
  await page.reload();
  await expect(reason).toHaveValue('Entered before a reload.');
  await expect(notice).toBeVisible();
  await expect(page.getByText('kept-note.pdf')).toBeVisible();

  await notice.getByRole('button', { name: portal.messages.discardKeptEntries }).click();
  await expect(notice).toHaveCount(0);
  await expect(reason).toHaveValue('');
  await expect(page.getByText('kept-note.pdf')).toHaveCount(0);
  // Focus is not lost with the button: it moves to the form.
  expect(await page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);
  await expect.poll(() => keptFileCount(page)).toBe(0);
  await page.reload();
  await expect(reason).toHaveValue('');
  await expect(notice).toHaveCount(0);
});

test("another user's project is refused, in the page and by the API", async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body: list } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=10');
  const { projectId, projectNumber } = list.projects[0];
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());

  await signIn(page, 'owner@example.com');
  const refused = await callApi<{ message: string }>(page, '/api/complexchange/startdate/save', {
    method: 'POST',
    data: { startDateChange: { projectId, newStartDate: '2027-03-01', reasonForChange: 'Not mine', certification: { certified: true, declared: true } }, projectNumber },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(portal.messages.notAuthorisedProject);

  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await expect(page.getByText(portal.messages.notAuthorisedProject)).toBeVisible();
});

test('pages are served under the strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});

test('a supporting document that fails to upload: the panel takes focus, and Retry uploads it', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body: list } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const { projectId } = list.projects.find((row) => row.status === 'Submitted')!;
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await page.getByLabel('New start date').fill('2027-04-01');
  await page.getByLabel('Reason for change').fill('The slab pour moved back a month.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'engineer-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByLabel(/I certify/).check();
  await page.getByLabel(/electronic signature/).check();
  await page.route('**/api/document/upload', (route) => route.fulfill({ status: 503, json: { message: 'Storage unavailable' } }));
  await page.getByRole('button', { name: 'Submit' }).click();

  const heading = page.getByRole('heading', { name: /some files were not uploaded/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // The toasts closed, axe sees the page rather than their fade.
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
  await expectNoSeriousA11yViolations(page);
  await page.unroute('**/api/document/upload');
  await page.getByRole('button', { name: 'Retry failed uploads' }).click();
  await expect(page).toHaveURL(new RegExp(`/levies-payer-portal/project/${projectId}$`));
});

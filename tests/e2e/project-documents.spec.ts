/**
 * A levy payer opens again a file uploaded with a change request: the start date change goes in
 * with a PDF, the project page's Documents tab lists it under the change's number, and Open
 * brings the stored bytes up in a new tab through a signed download URL.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';

interface ProjectRow {
  projectId: string;
  projectNumber: string;
  status: string;
}

/** A small PDF padded to 3 kB, so the list shows a size in kB. */
function pdfBytes(): Buffer {
  const head = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n';
  const tail = '%%EOF\n';
  return Buffer.from(head + '%'.padEnd(3 * 1024 - head.length - tail.length - 1, '-') + '\n' + tail);
}

const brisbaneToday = () => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('a file sent with a change request is listed on the project page and opens in a new tab', async ({ page, context }) => {
  await signIn(page, 'payer@example.com');
  const { body: list } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50&sortBy=projectNumber&sortDescending=true');
  const project = list.projects.find((row) => row.status === 'Submitted');
  expect(project, 'the demo data has a Submitted project').toBeTruthy();
  const { projectId } = project!;

  // The change request, with a PDF attached.
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await page.getByLabel('New start date').fill('2027-04-01');
  await page.getByLabel('Reason for change').fill('The slab pour moved to April.');
  const fileName = `site-schedule-${Date.now().toString(36)}.pdf`;
  const bytes = pdfBytes();
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await page.getByLabel(/I certify/).check();
  await page.getByLabel(/electronic signature/).check();
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/complexchange/startdate/save' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  const { complexChangeNumber } = (await (await saved).json()) as { complexChangeNumber: string };
  expect(complexChangeNumber).toMatch(/^CC\d+$/);
  await expect(page.getByText(catalogText('change-start-date', 'form', '/submit/successMessage'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/levies-payer-portal/project/${projectId}$`));

  // The Documents tab lists it: name, size, today's date and the change it came with.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/[?&]tab=documents/);
  const table = page.getByRole('table', { name: 'Documents' });
  const openButton = page.getByRole('button', { name: `Open ${fileName}` });
  const row = table.getByRole('row').filter({ has: openButton });
  const open = row.getByRole('button', { name: `Open ${fileName}` });
  await expect(open).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([fileName, '3 kB', brisbaneToday(), complexChangeNumber]);
  await expectNoSeriousA11yViolations(page);

  // Open: a new tab asks for the signed URL and is served the stored bytes. The server sends them as
  // an attachment, so the tab hands them to a download (which Chromium reports on the opener page).
  const served = context.waitForEvent('response', (response) => new URL(response.url()).pathname.startsWith('/api/blob/'));
  const downloaded = page.waitForEvent('download');
  const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.frame().page()).toBe(tab);
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(fileName);
  const received = await readFile(await download.path());
  expect(received.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(received.equals(bytes)).toBe(true);
});

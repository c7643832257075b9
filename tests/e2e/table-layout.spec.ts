/**
 * Tables at a common laptop window (1366 x 768): every column of the dashboard's projects, the
 * finances tables and the certified projects shows without sideways scrolling; on a phone the
 * page itself never scrolls sideways (a wide table scrolls inside its own frame).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Every header and every cell of the table's first row lies inside the window, and its frame does not scroll sideways. */
async function expectWhollyVisible(page: Page, table: Locator) {
  await expect(table.locator('tbody tr').first().locator('td').first()).not.toHaveText(/Loading data|No data/);
  const width = page.viewportSize()!.width;
  const cells = [...(await table.locator('thead th').all()), ...(await table.locator('tbody tr').first().locator('td').all())];
  expect(cells.length).toBeGreaterThan(2);
  for (const cell of cells) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, `${await cell.textContent()} ends inside the window`).toBeLessThanOrEqual(width);
  }
  const frame = await table.evaluate((element) => {
    const parent = element.parentElement!;
    return { scrollWidth: parent.scrollWidth, clientWidth: parent.clientWidth };
  });
  expect(frame.scrollWidth, 'the table does not scroll sideways').toBeLessThanOrEqual(frame.clientWidth);
}

async function expectNoPageSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

test('at 1366 px the dashboard shows Status and Payment status, and the finances tables every column', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'payer@example.com', '/levies-payer-portal');
  const projects = page.getByRole('table', { name: 'Current projects' });
  const firstRow = projects.locator('tbody tr').first();
  await expect(firstRow.locator('td').first()).not.toHaveText(/Loading data|No data/);
  const headers = await projects.locator('thead th').allTextContents();
  for (const name of ['Status', 'Payment status']) {
    const column = headers.findIndex((text) => text.replace(/[▲▼↕]/g, '').trim() === name);
    expect(column, `a ${name} column`).toBeGreaterThanOrEqual(0);
    await expect(firstRow.locator('td').nth(column), `the ${name} cell`).toBeInViewport({ ratio: 1 });
  }
  await expectWhollyVisible(page, projects);
  await expectNoPageSideScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Completed projects' }).click();
  await expectWhollyVisible(page, page.getByRole('table', { name: 'Completed projects' }));

  await page.goto('/levies-payer-portal/finances');
  await expectWhollyVisible(page, page.getByRole('table', { name: 'Invoices' }));
  await page.getByRole('tab', { name: 'Adjustment Notes' }).click();
  await expectWhollyVisible(page, page.getByRole('table', { name: 'Adjustment Notes' }));
  await expectNoPageSideScroll(page);
});

test('at 1366 px the certified projects table shows every column', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'certifier@example.com', '/certifier-portal');
  await expectWhollyVisible(page, page.getByRole('table', { name: 'Certified projects' }));
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the dashboard does not scroll sideways and every project column can be reached', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'payer@example.com', '/levies-payer-portal');
  const projects = page.getByRole('table', { name: 'Current projects' });
  await expect(projects.locator('tbody tr').first().locator('td').first()).not.toHaveText(/Loading data|No data/);
  await expectNoPageSideScroll(page);
  const lastCell = projects.locator('tbody tr').first().locator('td').last();
  await lastCell.scrollIntoViewIfNeeded();
  await expect(lastCell).toBeInViewport();
  await expectNoPageSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});

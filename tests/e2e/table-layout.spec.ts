/**
 * Tables at a common laptop window (1366 x 768): every column of the dashboard's projects, the
 * finances tables and the certified projects shows without sideways scrolling. On a phone
 * (390 x 844) the same tables reflow into cards, one a row, each value beside its column's
 * header: nothing scrolls sideways, neither the page nor the table's frame nor a cell.
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
  // A normal table here: no card labels drawn.
  expect(await projects.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  expect(await firstRow.locator('td').first().evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
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

/** The header's label: its text without the sort arrow. */
const labelOf = (text: string | null) => (text ?? '').replace(/[▲▼↕]/g, '').trim();

/**
 * A phone's cards: the table wholly inside the window (headers, the first row's cells, the frame
 * not scrolling), each first-row cell showing its column's header beside its value with no cell
 * scrolling sideways, and the sort buttons on screen.
 */
async function expectCards(page: Page, table: Locator) {
  await expectWhollyVisible(page, table);
  const headers = (await table.locator('thead th').allTextContents()).map(labelOf);
  const cells = await table.locator('tbody tr').first().locator('td').all();
  expect(cells).toHaveLength(headers.length);
  for (const [index, cell] of cells.entries()) {
    const shown = await cell.evaluate((element) => ({
      label: getComputedStyle(element, '::before').content,
      left: element.getBoundingClientRect().left,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(shown.label, `the ${headers[index]} cell shows its header`).toContain(headers[index]);
    expect(shown.left, `the ${headers[index]} cell starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(shown.scrollWidth, `the ${headers[index]} cell does not scroll sideways`).toBeLessThanOrEqual(shown.clientWidth);
  }
  // Still a table to assistive technology, and the drawn header is not read a second time in the cell.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell')).toHaveCount(headers.length);
  const firstCell = firstRow.getByRole('cell').first();
  await expect(firstCell).toHaveAccessibleName(/\S/);
  await expect(firstCell).not.toHaveAccessibleName(new RegExp(headers[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  for (const sort of await table.locator('thead th[aria-sort] button').all()) {
    await sort.scrollIntoViewIfNeeded();
    await expect(sort).toBeInViewport({ ratio: 1 });
  }
  await expectNoPageSideScroll(page);
}

test('on a phone the dashboard and finances tables are cards that fit the window', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'payer@example.com', '/levies-payer-portal');
  await expectCards(page, page.getByRole('table', { name: 'Current projects' }));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Completed projects' }).click();
  await expectCards(page, page.getByRole('table', { name: 'Completed projects' }));

  await page.goto('/levies-payer-portal/finances');
  await expectCards(page, page.getByRole('table', { name: 'Invoices' }));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Adjustment Notes' }).click();
  await expectCards(page, page.getByRole('table', { name: 'Adjustment Notes' }));
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the certified projects table is cards that fit the window', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'certifier@example.com', '/certifier-portal');
  await expectCards(page, page.getByRole('table', { name: 'Certified projects' }));
  await expectNoSeriousA11yViolations(page);
});

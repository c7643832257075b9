/**
 * The signed-in shell (spec 1 sections 1, 4, 6) and the levy payer dashboard (spec 2 section 2):
 * routing after sign-in, the area guard, not-found, the account menu, and the server-paged
 * project tables.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { portal } from '../../generated/portal.gen.ts';

interface ProjectRow {
  projectId: string;
  projectNumber: string | null;
  internalJobNumber: string | null;
  status: string;
}

const currentTable = (page: Page) => page.getByRole('tabpanel', { name: 'Current projects' });
const bodyRows = (page: Page) => currentTable(page).locator('tbody tr');

async function currentProjects(page: Page, query: string) {
  const { body } = await callApi<{ projects: ProjectRow[]; recordCount: number }>(page, `/api/project?current=true&${query}`);
  return body;
}

test('a levy payer lands on the dashboard and pages, sorts and searches current projects', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
  await expect(page).toHaveTitle('Levy payer portal - Building and construction levy portal');
  await expect(page.getByRole('heading', { name: 'Levy payer portal', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Priya Patel');
  await expect(page.getByRole('tab', { name: 'Current projects' })).toHaveAttribute('aria-selected', 'true');

  const { recordCount } = await currentProjects(page, 'pageNumber=1&pageSize=10');
  const pages = Math.ceil(recordCount / 20);
  const table = currentTable(page);
  await expect(table.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);
  // Default sort: levy number descending, a Draft (no number yet: the newest) first.
  const first = await currentProjects(page, 'pageNumber=1&pageSize=20&sortBy=projectNumber&sortDescending=true');
  const top = first.projects[0];
  await expect(bodyRows(page).first()).toContainText(top.projectNumber ?? top.internalJobNumber ?? portal.labels.projectStatus[top.status] ?? top.status);
  await expect(table.getByRole('columnheader', { name: /Levy no\./ })).toHaveAttribute('aria-sort', 'descending');

  // Paging: the next page, then a smaller page size, kept in the URL.
  await table.getByRole('button', { name: 'Next' }).click();
  await expect(table.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/currentPage=2/);
  await table.getByLabel('Rows per page').selectOption('10');
  await expect(table.getByText(`Page 1 of ${Math.ceil(recordCount / 10)}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await table.getByRole('button', { name: 'Last' }).click();
  await expect(table.getByText(`Page ${Math.ceil(recordCount / 10)} of ${Math.ceil(recordCount / 10)}`)).toBeVisible();

  // Sorting by internal job number, ascending first.
  await table.getByRole('button', { name: /Internal job no\./ }).click();
  await expect(table.getByRole('columnheader', { name: /Internal job no\./ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByText(`Page 1 of ${Math.ceil(recordCount / 10)}`)).toBeVisible();
  const byJob = await currentProjects(page, 'pageNumber=1&pageSize=10&sortBy=internalJobNumber&sortDescending=false');
  await expect(bodyRows(page).first()).toContainText(byJob.projects[0].projectNumber ?? '-');

  // Refresh keeps page size and sort.
  await page.reload();
  await expect(currentTable(page).getByRole('columnheader', { name: /Internal job no\./ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page)).toHaveCount(10);

  // Search for one levy number.
  const numbered = first.projects.filter((project) => project.projectNumber)[3];
  const target = numbered.projectNumber!;
  await currentTable(page).getByLabel('Search current projects').fill(target);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(target);
  await expect(currentTable(page).getByText('Page 1 of 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A row opens its project page by keyboard; Back returns to the same search.
  await bodyRows(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/levies-payer-portal/project/${numbered.projectId}$`));
  await page.goBack();
  await expect(currentTable(page).getByLabel('Search current projects')).toHaveValue(target);
  await expect(bodyRows(page)).toHaveCount(1);

  // Completed projects have their own table.
  await page.getByRole('tab', { name: 'Completed projects' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Completed projects' }).getByLabel('Search completed projects')).toHaveValue('');
  await expect(page.getByRole('tabpanel', { name: 'Completed projects' }).locator('tbody tr').first()).toBeVisible();
});

test('a certifier opening the levy payer area gets the toast and goes home', async ({ page }) => {
  await signIn(page, 'certifier@example.com', '/levies-payer-portal');
  await expect(page.getByRole('alert').filter({ hasText: portal.messages.notAuthorisedPage })).toBeVisible();
  await expect(page).toHaveURL(/\/certifier-portal$/);
  await expect(page.getByRole('heading', { name: 'Certifier portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Certify & claim project')).toBeVisible();
});

test('an unknown path shows Page not found with home and contact links', async ({ page }) => {
  await signIn(page, 'payer@example.com', '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the account menu offers Manage company to the payer and not to the sole trader', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
  const trigger = page.getByRole('button', { name: 'My account' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Manage profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage company' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Manage profile' })).toBeHidden();

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, 'owner@example.com');
  // The sole trader has a portal role, so they land in the levy payer area, not onboarding.
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage company' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test("the account menu's button shows at once; its menu's code loads when the button is reached for, and a press made meanwhile opens the menu", async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  // A fresh load with the menu's chunk held back once asked for.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/account-menu-[^/]*\.js$/.test(request.url())) asked.push(request.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/account-menu-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  const button = page.getByRole('button', { name: 'My account' });
  await expect(button).toBeVisible();
  // Once the page is quiet (a held request for the menu's code would keep it from ever being so).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  expect(asked, "the menu's code is not loaded with the page").toEqual([]);
  const header = page.getByRole('banner');
  const before = (await header.boundingBox())!.height;
  const nameBefore = (await page.getByTestId('user-name').boundingBox())!;
  await button.click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Manage profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Manage profile' })).toBeHidden();
  await expect(button).toBeFocused();
  expect((await header.boundingBox())!.height).toBe(before);
  expect(await page.getByTestId('user-name').boundingBox()).toEqual(nameBefore);
});

test('the header paints with the page, before any script has come, as tall as the one the scripts render', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const home = page.getByRole('banner').getByRole('link', { name: 'Building and construction levy portal' });
  await expect(home).toBeVisible();
  const painted = (await page.getByRole('banner').boundingBox())!;
  release();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const rendered = (await page.getByRole('banner').boundingBox())!;
  expect(rendered.height).toBe(painted.height);
  expect(rendered.y).toBe(painted.y);
});

test("every page declares the portal's own icon, inline (no /favicon.ico to ask for), and logs no Permissions-Policy error", async ({ page }) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  const icon = page.locator('head link[rel="icon"]');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await signIn(page, 'payer@example.com');
  await expect(page.getByRole('heading', { name: 'Levy payer portal', level: 1 })).toBeVisible();
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Manage profile', level: 1 })).toBeVisible();
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(policyErrors).toEqual([]);
});

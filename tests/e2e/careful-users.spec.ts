/**
 * What careful users found in the shell and the engine (issue 13): titles and focus per page, the
 * account menu by keyboard, toasts that never cover it, links that look like links, and the ABN
 * lookup's click and messages.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { catalogText } from '../support/catalog-text.ts';

// Checksum-valid, and not in the seeded register.
const UNKNOWN_ABN = '53 004 085 616';

test('each page has its own title, and choosing an account-menu item moves focus to the new page', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page).toHaveTitle('Levy payer portal - Building and construction levy portal');
  const menu = page.getByRole('button', { name: 'My account' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Manage profile' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.textContent()} - Building and construction levy portal`);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found - Building and construction levy portal');
});

test('Tab leaves the open account menu for the next control, Shift+Tab for the one before', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const menu = page.getByRole('button', { name: 'My account' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  // The next control after the header: the page's first link or button.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Building and construction levy portal' })).toBeFocused();
});

test('an error toast is an alert below the header, off the account menu', async ({ page }) => {
  await signIn(page, 'new@example.com');
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  const abn = page.getByLabel('ABN', { exact: true });
  await abn.fill('123');
  await abn.blur();
  await page.getByRole('button', { name: 'Look up' }).click();
  const toast = page.getByRole('alert').filter({ hasText: catalogText('onboarding', 'form', '/abnLookup/0/invalidMessage') });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.locator('header').boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
});

test("'Look up' takes the click that reveals the ABN's own error, and an unknown ABN is cleared with a message", async ({ page }) => {
  await signIn(page, 'new@example.com');
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  const abn = page.getByLabel('ABN', { exact: true });
  // Typed, not blurred: pressing Look up blurs the box, whose error then shows above it.
  await abn.fill('12');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: catalogText('onboarding', 'form', '/abnLookup/0/invalidMessage') })).toBeVisible();

  await abn.fill(UNKNOWN_ABN);
  await page.getByRole('button', { name: 'Look up' }).click();
  const notFound = catalogText('onboarding', 'form', '/abnLookup/0/notFoundMessage').replace('{abn}', UNKNOWN_ABN.replace(/\s/g, ''));
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await expect(abn).toHaveValue('');
});

test('links on the message pages and in the footer look like links', async ({ page }) => {
  await signIn(page, 'payer@example.com', '/no-such-page');
  for (const link of [page.getByRole('link', { name: 'Go to home page' }), page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })]) {
    const style = await link.evaluate((el) => ({ color: getComputedStyle(el).color, line: getComputedStyle(el).textDecorationLine }));
    expect(style.line).toContain('underline');
    expect(style.color).not.toBe('rgb(0, 0, 0)');
  }
});

test('onboarding: Back from a company answer shows step 1 alone; /profile waits for onboarding; an onboarded user cannot run it again', async ({ page, browser }) => {
  await signIn(page, 'new-certifier@example.com', '/profile');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('I am a levy payer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Are you notifying as a company?' }).getByLabel('Yes').check();
  await expect(page.getByLabel('ABN', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose user type' })).toBeVisible();
  await expect(page.getByLabel('ABN', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Are you notifying as a company?' })).toHaveCount(0);

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Choose user type' })).toBeVisible();
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'payer@example.com', '/onboarding');
  await expect(other).toHaveURL(/\/levies-payer-portal$/);
  await otherContext.close();
});

/**
 * The boot shell (src/shell/boot-shell.ts): before the scripts have run, the page already shows
 * the portal's header, and the signed-in header that replaces it has the same size and its title
 * the same place, so nothing on the page moves when it does (layout shift).
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

const sizes = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  // Wide enough for the name and a menu's place on one row, too narrow for the user's name as well.
  { name: 'a small tablet', viewport: { width: 560, height: 800 } },
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
];

/** The header's and its home link's boxes, to the pixel. */
async function headerGeometry(page: Page) {
  const header = page.locator('header').first();
  const home = header.getByRole('link', { name: 'Building and construction levy portal' });
  const round = (box: { x: number; y: number; width: number; height: number } | null) => box && Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]));
  return { header: round(await header.boundingBox()), home: round(await home.boundingBox()) };
}

for (const { name, viewport } of sizes) {
  test(`on ${name} the header shows before the scripts run and keeps its size and title when the portal's replaces it`, async ({ browser, page }, testInfo) => {
    const bare = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, javaScriptEnabled: false });
    const before = await bare.newPage();
    await before.goto('/profile');
    const boot = await headerGeometry(before);
    await bare.close();
    expect(boot.header?.height).toBeGreaterThan(0);

    await page.setViewportSize(viewport);
    await signIn(page, 'payer@example.com', '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    expect(await headerGeometry(page)).toEqual(boot);
  });
}

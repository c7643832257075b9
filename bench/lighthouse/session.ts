/** Signing in through the portal's real OpenID Connect flow in a browser tab, and calling the API as that user. */
import type { BrowserContext, Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../server/seed/people.ts';

const hasUser = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))).catch(() => false);

/** Opens the portal in `page`, signs in at the provider's page and waits until the portal holds the user (session storage, this tab). */
export async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name="email"]', { timeout: 30_000 });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]:not([formaction])')]);
  const until = Date.now() + 30_000;
  while (!(new URL(page.url()).origin === origin && !/^\/(oidc|auth\/callback)/.test(new URL(page.url()).pathname) && (await hasUser(page)))) {
    if (Date.now() > until) throw new Error(`Signing in as ${email} did not come back to the portal (at ${page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A GET to the API with the bearer token the portal holds in this tab. */
export function apiGetter(page: Page, origin: string) {
  return async <T>(path: string): Promise<T> => {
    const token = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token as string) : '';
    });
    const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}

/** The signed-in user as the portal keeps it in the tab's session storage (oidc-client-ts' `oidc.user:*` entries). */
export async function sessionOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).map((key) => [key, sessionStorage.getItem(key) ?? ''])));
}

/**
 * A new tab of the context holding the signed-in user in its session storage (set from a same-origin
 * JSON address, so no page of the portal runs first): each route is measured in a clean tab with
 * nothing left over from the route before, yet signed in.
 */
export async function signedInTab(context: BrowserContext, origin: string, session: Record<string, string>): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/api/config`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  return page;
}

/** Signing in through the real local OpenID Connect provider, and calling the API as that user. */
import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo-password';

/** Opens the portal, signs in at the provider's page and waits until the portal has the user back. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
  await expect.poll(() => accessToken(page).catch(() => '')).not.toBe('');
}

/** The access token the portal holds in session storage (oidc-client-ts keeps the user there). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token as string;
    }
    throw new Error('No signed-in user in session storage');
  });
}

/** Calls the API with the page's bearer token and returns status and JSON body. */
export async function callApi<T = unknown>(page: Page, path: string, init: { method?: string; data?: unknown } = {}): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  const response = await page.request.fetch(path, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}` },
    data: init.data,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

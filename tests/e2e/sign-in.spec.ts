/**
 * Sign-in through the local OpenID Connect provider: a wrong password keeps the email and says
 * so; Cancel at the provider (AADB2C90091) starts a fresh sign-in; Logout ends the session.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { keptFileCount } from './support/kept-files.ts';
import { callApi, demoPassword, signIn } from './support/session.ts';

test('a wrong password is refused with the email kept, and the page is accessible', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('payer@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password you entered is incorrect.').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('payer@example.com');
  // Both fields are marked and described by the message itself; its link goes to the password, the field to fix.
  const message = page.getByRole('link', { name: 'The email or password you entered is incorrect.' });
  await expect(message).toHaveAttribute('href', '#password');
  for (const label of ['Email', 'Password']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription('The email or password you entered is incorrect.');
  }
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
});

test('a fresh sign-in asks the provider once and comes back to the page asked for', async ({ page }) => {
  // Authorization requests (code flow) the tab sends to the provider.
  const authorizations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).searchParams.get('response_type') === 'code') authorizations.push(request.url());
  });
  await page.goto('/profile');
  await page.getByLabel('Email').fill('payer@example.com');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Had the page not heard the sign-in the return stored, it would have gone to the provider again.
  await expect(page.getByLabel('Password')).toHaveCount(0);
  expect(authorizations).toHaveLength(1);
});

test('cancelling at the provider starts a fresh sign-in', async ({ page }) => {
  await page.goto('/levies-payer-portal');
  await page.waitForURL(/\/oidc\/interaction\//);
  const firstInteraction = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The portal receives AADB2C90091 and redirects straight back to a new sign-in.
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect.poll(() => page.url()).toContain('/oidc/interaction/');
  expect(page.url()).not.toBe(firstInteraction);
  await page.getByLabel('Email').fill('payer@example.com');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/levies-payer-portal$/);
});

test('logging out ends the session: the portal asks for the password again, and keeps no chosen file', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body } = await callApi<{ projects: { projectId: string; status: string }[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  const { projectId } = body.projects.find((row) => row.status === 'Submitted')!;
  await page.goto(`/levies-payer-portal/project/${projectId}/change-start-date`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'private-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('private-letter.pdf')).toBeVisible();
  await expect.poll(() => keptFileCount(page)).toBe(1);
  await page.getByRole('button', { name: /My account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out at the provider and back at the portal, which asks for a new sign-in.
  await expect(page.getByLabel('Password')).toBeVisible();
  // On a shared machine the next person finds no file the last one chose.
  expect(await keptFileCount(page)).toBe(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.goto('/levies-payer-portal');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('the sign-in configuration is fetched with the page and used from there, once', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const configRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') configRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page asks for it before any script runs, and the sign-in code takes that answer.
  await expect(page.locator('link[rel="preload"][href="/api/config"][as="fetch"]')).toHaveCount(1);
  expect(configRequests).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

/** Helpers for the profile and company journeys. */
import { expect, type Page } from '@playwright/test';
import { signIn } from './session.ts';

/** Signs in and opens a page of the portal, waiting for its level-1 heading. */
export async function openAs(page: Page, email: string, path: string, heading: string): Promise<void> {
  await signIn(page, email, path);
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The list item of one user on the Users tab. */
export function userRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: name });
}

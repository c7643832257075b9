/**
 * An axe sweep over the pages the journeys do not already check: the certifier home, the
 * project page, a read-only project and the error page ('Something went wrong!').
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { callApi, signIn } from './support/session.ts';
import { portal } from '../../generated/portal.gen.ts';

interface ProjectRow {
  projectId: string;
  status: string;
}

test('the certifier home has no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'certifier@example.com');
  await expect(page).toHaveURL(/\/certifier-portal$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the project page, editable and read-only, has no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  const { body } = await callApi<{ projects: ProjectRow[] }>(page, '/api/project?current=true&pageNumber=1&pageSize=50');
  const editable = body.projects.find((row) => row.status === 'Submitted')!;
  const onHold = body.projects.find((row) => row.status === 'OnHold')!;

  await page.goto(`/levies-payer-portal/project/${editable.projectId}`);
  await expect(page.getByRole('link', { name: /Update project start date/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/levies-payer-portal/project/${onHold.projectId}`);
  await expect(page.getByText(portal.readOnlyProjects.banners.OnHold)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the error page offers home and contact links and has no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await page.goto('/levies-payer-portal/notify-new-project/not-a-step');
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /contact/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

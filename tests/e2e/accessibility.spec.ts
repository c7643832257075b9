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

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('focus indicators stand out from what is behind them by at least 3:1, on the page and on the dark header', async ({ page }) => {
  await signIn(page, 'payer@example.com');
  await expect(page.getByRole('tab', { name: 'Current projects' })).toBeVisible();
  // The outline of the focused element against the background of the nearest ancestor that paints one.
  const ring = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      let node: HTMLElement | null = focused.parentElement;
      let background = 'rgb(255, 255, 255)';
      while (node) {
        const bg = getComputedStyle(node).backgroundColor;
        if (bg && bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') {
          background = bg;
          break;
        }
        node = node.parentElement;
      }
      const style = getComputedStyle(focused);
      return { outline: style.outlineStyle === 'none' ? '' : style.outlineColor, background, label: focused.textContent?.trim() ?? '' };
    });
  const checks: string[] = [];
  // Back into the header from where the page put focus, then forward through the page.
  for (const key of [...Array<string>(6).fill('Shift+Tab'), ...Array<string>(40).fill('Tab')]) {
    await page.keyboard.press(key);
    const { outline, background, label } = await ring();
    if (!outline) continue;
    checks.push(label);
    expect(contrast(outline, background), `the focus ring of '${label}'`).toBeGreaterThanOrEqual(3);
  }
  expect(checks.some((label) => label.includes('My account')), checks.join(' | ')).toBe(true);
  expect(checks.some((label) => label.includes('Current projects'))).toBe(true);
});

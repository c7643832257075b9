/** Runs axe-core in the page and fails on serious or critical violations (WCAG 2.x A and AA). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let running transitions (a button fading in as it enables, an accordion opening) settle:
  // colour contrast measured mid-fade is not what the user reads.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Evaluated through the DevTools protocol, so the page's strict CSP stays as it is.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const options = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } };
    // axe refuses to start while a run of its own is going; a page that runs axe itself (the
    // Studio checks its preview) may hold it for a moment: wait that run out.
    for (let attempt = 0; ; attempt++) {
      try {
        return (await axe.run(document, options)).violations;
      } catch (error) {
        if (attempt >= 100 || !String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
  expect(serious).toEqual([]);
}

/** One serious or critical axe violation in the preview. */
export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  count: number;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core, fetched and evaluated on first use. */
export const loadAxe = () => import('axe-core').then((module) => module.default);

/** The run in progress: axe refuses to start while another run is going, so runs queue. */
let previousRun: Promise<unknown> = Promise.resolve();

/** Runs axe-core over an element, after any run already going; lists the serious and critical violations. */
export function runAxe(element: Element): Promise<A11yViolation[]> {
  const run = previousRun.then(() => runAxeNow(element), () => runAxeNow(element));
  previousRun = run.catch(() => undefined);
  return run;
}

async function runAxeNow(element: Element): Promise<A11yViolation[]> {
  const axe = await loadAxe();
  // Only each violation's node count is shown, so axe need not build selectors, paths or
  // element references for every node it reports (a third of its time on a form preview).
  // Colour contrast is the portal theme's, which no form definition can change, and the portal's
  // own accessibility checks cover it on every page; here it was two thirds of each run, repeated
  // after every edit of the draft. Target size is likewise the engine's widgets' and the theme's
  // (the portal's checks cover it); axe measures it against every element of the page, which was a
  // third of each run's time.
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
    selectors: false,
    ancestry: false,
    xpath: false,
    elementRef: false,
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', help: violation.help, count: violation.nodes.length }));
}

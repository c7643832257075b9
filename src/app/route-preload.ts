import { matchPath, type RouteMatch } from 'react-router';
import { catalog, loadForm, type CatalogEntry } from '../../generated/registry.gen.ts';
import { inNextTask } from './next-task.ts';

interface Preload {
  load: () => Promise<unknown>;
  /** The catalog route of a form the page renders though the path is not that route's (e.g. a wizard's introduction). */
  formRoute?: string;
}

const loaders = new WeakMap<object, Preload>();

/**
 * Remembers how to load a lazy route element's chunk, so the first route can start it early, and
 * the route of a catalog form its page renders away from that form's own route (`formRoute`).
 */
export function registerPreload(element: object, load: () => Promise<unknown>, formRoute?: string): void {
  loaders.set(element, { load, formRoute });
}

/**
 * Starts loading, at start-up, the chunks the first route (`path`, its router `matches`) will ask
 * for only after sign-in and the guards have settled: its page and the catalog form it renders
 * (`prefetchForm`, by default its build's chunk): the form hosted at the path, or the one its page
 * names. Each would otherwise be one more round trip after the last; the module cache hands the
 * same module to the page later. A failure here is left to the page's own load to report.
 * Each chunk is asked for in a task of its own: asking adds a preload link per chunk it imports,
 * about 10 ms a chunk on a first visit on a desktop, and together they made start-up's longest task.
 * Returns that form's catalog entry at once.
 */
export function preloadRoute(matches: readonly RouteMatch[] | null, path: string, prefetchForm: (formId: string) => void = loadBuiltForm, entries: readonly CatalogEntry[] = catalog): CatalogEntry | undefined {
  const formRoutes: string[] = [];
  for (const match of matches ?? []) {
    const preload = match.route.element ? loaders.get(match.route.element as object) : undefined;
    if (preload) inNextTask(preload.load).catch(() => undefined);
    if (preload?.formRoute) formRoutes.push(preload.formRoute);
  }
  const hosted = entries.filter((entry): entry is CatalogEntry & { route: string } => !!entry.route && entry.host !== 'dialog');
  // The form the page names comes first: its path may also match another form's route.
  const form = hosted.find((entry) => formRoutes.includes(entry.route)) ?? hosted.find((entry) => matchPath(entry.route, path));
  if (form) inNextTask(() => prefetchForm(form.id)).catch(() => undefined);
  return form;
}

function loadBuiltForm(formId: string): void {
  loadForm(formId).catch(() => undefined);
}

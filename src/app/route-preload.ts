import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { catalog, loadForm, type CatalogEntry } from '../../generated/registry.gen.ts';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/** Remembers how to load a lazy route element's chunk, so the first route can start it early. */
export function registerPreload(element: object, load: () => Promise<unknown>): void {
  loaders.set(element, load);
}

/**
 * Starts loading, at start-up, the chunks the first route will ask for only after sign-in and the
 * guards have settled: its page and the catalog form hosted there (`prefetchForm`, by default its
 * build's chunk). Each would otherwise be one more
 * round trip after the last; the module cache hands the same module to the page later. A failure
 * here is left to the page's own load to report.
 */
export function preloadRoute(routes: RouteObject[], path: string, prefetchForm: (formId: string) => void = loadBuiltForm, entries: readonly CatalogEntry[] = catalog): void {
  for (const match of matchRoutes(routes, path) ?? []) {
    const load = match.route.element ? loaders.get(match.route.element as object) : undefined;
    load?.().catch(() => undefined);
  }
  const form = entries.find((entry) => entry.route && entry.host !== 'dialog' && matchPath(entry.route, path));
  if (form) prefetchForm(form.id);
}

function loadBuiltForm(formId: string): void {
  loadForm(formId).catch(() => undefined);
}

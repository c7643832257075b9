import type { RouteObject } from 'react-router';
import { catalog, type CatalogEntry } from '../../generated/registry.gen.ts';
import { fillRoute } from '../forms/fill-route.ts';
import { registerPreload } from '../app/route-preload.ts';
import { onDemand } from '../app/on-demand.tsx';

// The renderer (RJSF and its widgets) loads with the first form page, not with the shell.
const page = onDemand(() => import('./change-form-page.tsx').then((m) => m.ChangeFormPage), <p role="status">Loading...</p>);

/** Catalog forms that the generic change-form page renders. */
export function changeForms(entries: readonly CatalogEntry[] = catalog): CatalogEntry[] {
  return entries.filter((e) => e.route && e.submitKind === 'complex-change');
}

/** One route per change form in the catalog, each rendering the generic page. */
export function changeFormRoutes(entries: readonly CatalogEntry[] = catalog): RouteObject[] {
  return changeForms(entries).map((entry) => {
    const element = <page.Component formId={entry.id} />;
    registerPreload(element, page.load);
    return { path: entry.route!, element };
  });
}

/** The path of a form's page for a project, from its catalog route. */
export function formPath(formId: string, params: Record<string, string>, entries: readonly CatalogEntry[] = catalog): string | undefined {
  const route = entries.find((e) => e.id === formId)?.route;
  return route ? fillRoute(route, params) : undefined;
}


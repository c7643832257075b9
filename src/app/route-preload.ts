import { matchPath, type RouteMatch } from 'react-router';
import { catalog, type CatalogEntry } from '../../generated/registry.gen.ts';
import { inNextTask } from './next-task.ts';

/** What of a catalog form a page needs at once: the whole form, or only its manifest (e.g. an introduction's text). */
export type FormPart = 'form' | 'manifest';

/** The catalog form the first route needs, and how much of it. */
export interface FirstRouteForm {
  form: CatalogEntry;
  part: FormPart;
}

interface Preload {
  load: () => Promise<unknown>;
  /** The catalog route of a form the page renders though the path is not that route's (e.g. a wizard's introduction). */
  formRoute?: string;
  formPart: FormPart;
}

const loaders = new WeakMap<object, Preload>();

/**
 * Remembers how to load a lazy route element's chunk, so the first route can start it early, and
 * the route of a catalog form its page renders away from that form's own route (`formRoute`),
 * with how much of it the page needs first (`formPart`).
 */
export function registerPreload(element: object, load: () => Promise<unknown>, formRoute?: string, formPart: FormPart = 'form'): void {
  loaders.set(element, { load, formRoute, formPart });
}

/**
 * Starts loading, at start-up, the chunks the first route (`path`, its router `matches`) will ask
 * for only after sign-in and the guards have settled: its page and the catalog form it renders
 * (`prefetchForm`, `forms/prefetch-form.ts` at start-up): the form hosted at the path, or the one its page
 * names, as much of it as the page names. Each would otherwise be one more round trip after the
 * last; the module cache hands the same module to the page later. A failure here is left to the
 * page's own load to report.
 * Each chunk is asked for in a task of its own: asking adds a preload link per chunk it imports,
 * about 10 ms a chunk on a first visit on a desktop, and together they made start-up's longest task.
 * Returns that form's catalog entry and part at once.
 */
export function preloadRoute(
  matches: readonly RouteMatch[] | null,
  path: string,
  prefetchForm: (formId: string, part: FormPart) => void,
  entries: readonly CatalogEntry[] = catalog,
): FirstRouteForm | undefined {
  const named: Preload[] = [];
  for (const match of matches ?? []) {
    const preload = match.route.element ? loaders.get(match.route.element as object) : undefined;
    if (preload) inNextTask(preload.load).catch(() => undefined);
    if (preload?.formRoute) named.push(preload);
  }
  const hosted = entries.filter((entry): entry is CatalogEntry & { route: string } => !!entry.route && entry.host !== 'dialog');
  // The form the page names comes first: its path may also match another form's route.
  const first = hosted.flatMap((entry) => named.filter((preload) => preload.formRoute === entry.route).map((preload) => ({ form: entry, part: preload.formPart })))[0];
  const atPath = hosted.find((entry) => matchPath(entry.route, path));
  const found: FirstRouteForm | undefined = first ?? (atPath && { form: atPath, part: 'form' });
  if (found) inNextTask(() => prefetchForm(found.form.id, found.part)).catch(() => undefined);
  return found;
}


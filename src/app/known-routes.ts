import { matchRoutes, type RouteObject } from 'react-router';

let known: RouteObject[] = [];

/** The router registers its routes here, so pages can tell which destinations exist yet. */
export function registerRoutes(routes: RouteObject[]): void {
  known = routes;
}

/** Does a real page (not the catch-all 'Page not found') answer this path? */
export function routeExists(path: string): boolean {
  const matches = matchRoutes(known, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return !!leaf && leaf.path !== '*';
}

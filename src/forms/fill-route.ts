/** Fills a catalog route's `:name` segments from params, e.g. the project id of a change form. */
export function fillRoute(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => !isEmpty(item))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, canonical(item)]);
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * Whether two versions of a form's data say the same: key order does not matter, and a field that
 * is missing, null or '' is equally empty. An edit the user takes back leaves the form unchanged.
 */
export function sameData(left: unknown, right: unknown): boolean {
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

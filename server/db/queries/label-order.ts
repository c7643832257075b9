/**
 * Lists sorted or searched by a stored code follow the label the user reads (forms/portal.json
 * `labels`), not the code: e.g. a history sorted by change type.
 */

/** The codes in the order of their labels (en-AU), ties by code. */
export function codesByLabel(labels: Readonly<Record<string, string>>): string[] {
  return Object.keys(labels).sort((a, b) => labels[a].localeCompare(labels[b], 'en-AU') || (a < b ? -1 : a > b ? 1 : 0));
}

/** The codes whose label contains the text, ignoring case. */
export function codesWithLabelLike(labels: Readonly<Record<string, string>>, text: string): string[] {
  const wanted = text.trim().toLowerCase();
  return Object.keys(labels).filter((code) => labels[code].toLowerCase().includes(wanted));
}

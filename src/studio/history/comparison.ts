import type { Revision } from '../studio-api.ts';

/** Two revisions to compare: `from` undefined compares `to` with nothing (its whole content). */
export interface Comparison {
  from: number | undefined;
  to: number;
}

/** The default comparison of a revision: with the newest one published before it. */
export function withPrevious(revisions: readonly Revision[], to: number): Comparison {
  const earlier = revisions.filter((item) => item.revision < to).map((item) => item.revision);
  return { from: earlier.length ? Math.max(...earlier) : undefined, to };
}

/** A revision's line in the history: its number, who published it and when. */
export const revisionLabel = (item: Revision, when: string) => `Revision ${item.revision}, ${item.publishedBy}, ${when}`;

import { describe, expect, it } from 'vitest';
import type { Revision } from '../studio-api.ts';
import { revisionLabel, withPrevious } from './comparison.ts';

const revision = (number: number): Revision => ({ version: 1, revision: number, hash: `h${number}`, publishedAt: '2026-01-01T00:00:00Z', publishedBy: `analyst${number}@example.com` });

describe('comparing revisions', () => {
  it('compares a revision with the one published before it by default, in any listing order', () => {
    const history = [revision(5), revision(2), revision(3), revision(1)];
    expect(withPrevious(history, 5)).toEqual({ from: 3, to: 5 });
    expect(withPrevious(history, 2)).toEqual({ from: 1, to: 2 });
  });

  it('compares the first revision with nothing', () => {
    expect(withPrevious([revision(1), revision(2)], 1)).toEqual({ from: undefined, to: 1 });
  });

  it('labels a revision with who published it and when', () => {
    expect(revisionLabel(revision(4), '01/01/2026, 10:00 am')).toBe('Revision 4, analyst4@example.com, 01/01/2026, 10:00 am');
  });
});

import { describe, expect, it } from 'vitest';
import { changedHunks, lineDiff } from './line-diff.ts';

describe('lineDiff', () => {
  it('keeps common lines and marks removed and added ones', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('shows only changed lines with their context, gaps marked', () => {
    const lines = lineDiff('1\n2\n3\n4\n5\n6\n7\n8', '1\n2\n3\n4\n5\n6\n7\nX');
    expect(changedHunks(lines, 1)).toEqual([
      { kind: 'same', text: '7' },
      { kind: 'removed', text: '8' },
      { kind: 'added', text: 'X' },
    ]);
    expect(changedHunks(lineDiff('a\nb\nc\nd\ne', 'A\nb\nc\nd\nE'), 0)).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'added', text: 'A' },
      null,
      { kind: 'removed', text: 'e' },
      { kind: 'added', text: 'E' },
    ]);
  });
});

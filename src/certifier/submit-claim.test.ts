import { describe, expect, it } from 'vitest';
import { groupRowErrors } from './submit-claim.ts';

describe('the server row errors of a refused claim', () => {
  it('are grouped by row in row order, other field errors left out', () => {
    const errors = [
      { path: '/claimsFile', message: 'b', row: 5, error: 'b' },
      { path: '/claimsFile', message: 'a', row: 2, error: 'a' },
      { path: '/claimsFile', message: 'c', row: 5, error: 'c' },
      { path: '/bankAccount/bsb', message: 'not a row' },
    ];
    expect(groupRowErrors(errors)).toEqual([
      { row: 2, errors: ['a'] },
      { row: 5, errors: ['b', 'c'] },
    ]);
  });
});

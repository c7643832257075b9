import { describe, expect, it, vi } from 'vitest';
import { groupRowErrors, submitClaim } from './submit-claim.ts';

const answers = vi.hoisted(() => ({ next: undefined as unknown }));
vi.mock('../api/http-client.ts', () => ({ apiFetch: async () => answers.next }));

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

describe('a claim result of success false', () => {
  it('lists its row errors when it comes as an answer, not as an error', async () => {
    answers.next = { success: false, claimNo: null, errors: [{ row: 3, error: 'Row three problem' }, { row: 2, error: 'Row two problem' }], moreErrors: true };
    const result = await submitClaim('/claims', new File(['x'], 'claims.csv'), 'V1', undefined);
    expect(result).toEqual({ kind: 'rows', groups: [{ row: 2, errors: ['Row two problem'] }, { row: 3, errors: ['Row three problem'] }], moreErrors: true });
  });

  it('without rows (or with rows that say nothing) is a failure', async () => {
    for (const errors of [[], [{ row: 2, error: '' }]]) {
      answers.next = { success: false, claimNo: null, errors };
      const result = await submitClaim('/claims', new File(['x'], 'claims.csv'), 'V1', undefined);
      expect(result.kind).toBe('failed');
      expect(result.kind === 'failed' && (result.error as Error).message).toBe('An unexpected error occurred');
    }
  });
});

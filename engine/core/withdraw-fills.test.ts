import { describe, expect, it } from 'vitest';
import { withdrawFills } from './context-selection.ts';

describe('withdrawFills', () => {
  const before = { '/details/kind': 'Commercial', '/details/code': 'C1' };

  it('unsets what the earlier choice filled and the new one does not', () => {
    const data = { details: { choice: 'Pool', kind: 'Commercial', code: 'C1' } };
    expect(withdrawFills(data, before, { '/details/code': 'P1' })).toEqual({ details: { choice: 'Pool', code: 'C1' } });
  });

  it("keeps a value the user entered since, and leaves the data as it is when nothing is withdrawn", () => {
    const data = { details: { kind: 'Residential', code: 'C1' } };
    expect(withdrawFills(data, before, before)).toBe(data);
    expect(withdrawFills(data, before, { '/details/code': 'C1' })).toBe(data);
    expect(withdrawFills(data, {}, {})).toBe(data);
  });
});

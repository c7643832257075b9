import { describe, expect, it } from 'vitest';
import { addMonthsToDate, applyDerived } from './derived.ts';
import type { DerivedValue } from './types.ts';

describe('applyDerived', () => {
  it('computes differences and sums in cents and leaves them unset while an operand is missing', () => {
    const rules: DerivedValue[] = [
      { field: '/difference', operation: 'difference', operands: ['/newCost', '/oldCost'] },
      { field: '/total', operation: 'sum', operands: ['/newCost', '/oldCost'] },
    ];
    expect(applyDerived({ newCost: 0.3, oldCost: 0.1 }, rules)).toEqual({ newCost: 0.3, oldCost: 0.1, difference: 0.2, total: 0.4 });
    expect(applyDerived({ newCost: 5 }, rules)).toEqual({ newCost: 5, difference: undefined, total: undefined });
  });

  it('compares dates with dateBefore, reading `context:` operands from the context', () => {
    const rule: DerivedValue = { field: '/checks/startInPast', operation: 'dateBefore', operands: ['/start', 'context:/today'] };
    expect(applyDerived({ start: '2025-06-14' }, [rule], { today: '2025-06-15' })).toMatchObject({ checks: { startInPast: true } });
    expect(applyDerived({ start: '2025-06-15' }, [rule], { today: '2025-06-15' })).toMatchObject({ checks: { startInPast: false } });
    expect(applyDerived({ start: '2025-06-15' }, [rule], {})).toEqual({ start: '2025-06-15' });
    expect(applyDerived({ start: '2025-02-30' }, [rule], { today: '2025-06-15' })).toEqual({ start: '2025-02-30' });
  });

  it('moves the first date by addMonths before comparing (work running more than 12 months)', () => {
    const rule: DerivedValue = { field: '/long', operation: 'dateBefore', operands: ['/start', '/end'], addMonths: 12 };
    expect(applyDerived({ start: '2025-01-31', end: '2026-01-31' }, [rule])).toMatchObject({ long: false });
    expect(applyDerived({ start: '2025-01-31', end: '2026-02-01' }, [rule])).toMatchObject({ long: true });
  });

  it('compares a date moved past year 9999 (or before year 0000) by when it falls, not as text', () => {
    const rule: DerivedValue = { field: '/long', operation: 'dateBefore', operands: ['/start', '/end'], addMonths: 12 };
    // Five months of work: 9999-01-01 + 12 months is in year 10000, after 9999-06-01.
    expect(applyDerived({ start: '9999-01-01', end: '9999-06-01' }, [rule])).toMatchObject({ long: false });
    const back: DerivedValue = { ...rule, addMonths: -12 };
    expect(applyDerived({ start: '0000-06-01', end: '0000-01-01' }, [back])).toMatchObject({ long: true });
    expect(applyDerived({ start: '0000-06-01', end: '0000-01-01' }, [{ ...back, addMonths: -1 }])).toMatchObject({ long: false });
  });

  it('joins the texts that are not blank, trimmed, with the separator; unset when there is none', () => {
    const name: DerivedValue = { field: '/fullName', operation: 'join', operands: ['/first', '/last'] };
    expect(applyDerived({ first: ' Dana ', last: 'Reid' }, [name])).toMatchObject({ fullName: 'Dana Reid' });
    expect(applyDerived({ first: 'Dana', last: '  ' }, [name])).toMatchObject({ fullName: 'Dana' });
    expect(applyDerived({ first: '', fullName: 'stale' }, [name])).toEqual({ first: '' });
    const address: DerivedValue = { field: '/line', operation: 'join', operands: ['/a/line1', '/a/line2', '/a/suburb', '/a/postcode'], separator: ', ' };
    expect(applyDerived({ a: { line1: '1 Queen St', suburb: 'Brisbane City', postcode: '4000' } }, [address])).toMatchObject({ line: '1 Queen St, Brisbane City, 4000' });
  });
});

describe('addMonthsToDate', () => {
  it('adds calendar months, falling on the last day of a shorter month', () => {
    expect(addMonthsToDate('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDate('2025-11-15', 12)).toBe('2026-11-15');
    expect(addMonthsToDate('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('keeps years 0000-0099 as written', () => {
    expect(addMonthsToDate('0001-01-31', 12)).toBe('0002-01-31');
    expect(addMonthsToDate('0001-01-15', -1)).toBe('0000-12-15');
  });

  it('formats an address as one line; unset when there is none', () => {
    const rule: DerivedValue = { field: '/address', operation: 'formatAddress', operands: ['/addressDetails'] };
    const addressDetails = { addressLine1: '9 New Street', addressLine2: 'Unit 2', suburb: 'Spring Hill', state: 'QLD', postcode: '4000' };
    expect(applyDerived({ addressDetails }, [rule])).toEqual({ addressDetails, address: '9 New Street Unit 2, Spring Hill QLD 4000' });
    expect(applyDerived({ address: 'old' }, [rule])).toEqual({ address: undefined });
  });
});

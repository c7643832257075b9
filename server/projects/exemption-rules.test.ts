import { describe, expect, it } from 'vitest';
import { allowedExemptions, exemptionErrors } from './exemption-rules.ts';
import { exemptionTypeOf } from './notification-record.ts';

describe('exemptions by entity type (spec 3 s5.3)', () => {
  it('allows each entity type its own exemptions, none with a permit or without an organisation', () => {
    expect(allowedExemptions('Registeredcompany', false)).toEqual(['exemptionMines', 'exemptionRow', 'exemptionNse']);
    expect(allowedExemptions('Trust', false)).toEqual(['exemptionMines', 'exemptionRow', 'exemptionNse']);
    expect(allowedExemptions('Notforprofit', false)).toEqual(['exemptionNfp']);
    expect(allowedExemptions('LocalGovernment', false)).toEqual(['exemptionGov']);
    expect(allowedExemptions('StateGovernmentGOC', false)).toEqual(['exemptionGov']);
    expect(allowedExemptions('Soletrader_ABN', false)).toEqual([]);
    expect(allowedExemptions('Registeredcompany', true)).toEqual([]);
    expect(allowedExemptions(null, false)).toEqual([]);
  });

  it('reports each ticked exemption that is not allowed', () => {
    const errors = exemptionErrors({ exemptionMines: true, exemptionNfp: true, exemptionGov: false }, ['exemptionMines']);
    expect(errors.map((e) => e.path)).toEqual(['/costOfWork/exemptionNfp']);
  });

  it('names the exemption type of the record', () => {
    expect(exemptionTypeOf({}, { exemptionMines: true, exemptionNse: true })).toBe('CombinedMineNSE');
    expect(exemptionTypeOf({}, { exemptionRow: true, exemptionMines: true, exemptionNse: true })).toBe('CombinedRowMineNSE');
    expect(exemptionTypeOf({}, { exemptionRow: true, exemptionNse: true })).toBe('CombinedROWNSE');
    expect(exemptionTypeOf({}, { exemptionNfp: true })).toBe('NonProfitOrganisation_NPO');
    expect(exemptionTypeOf({ ownerBuilderPermit: true }, {})).toBe('OwnerBuilder');
    expect(exemptionTypeOf({}, {})).toBeNull();
  });
});

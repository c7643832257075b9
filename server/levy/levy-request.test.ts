import { describe, expect, it } from 'vitest';
import { MONEY_FIELDS, readLevyRequest, ZERO_FIELDS } from './levy-request.ts';
import dateSchema from '../../schemas/date.json' with { type: 'json' };
import moneySchema from '../../schemas/money.json' with { type: 'json' };
import requestSchema from './levy-request.schema.json' with { type: 'json' };

const START_MESSAGE = requestSchema.errorMessage.required.startDate;

describe('readLevyRequest', () => {
  it('knows the payload of spec 3 section 7', () => {
    expect(MONEY_FIELDS).toEqual([
      'totalCostOfWork', 'feasibilityStudies', 'environmentalImpactStudies', 'ownerBuilderPermitAmount', 'cowCarriedOutOnMineSite',
      'resourceOperationalWork', 'cowMinesOwnWorkerOnTheMineSite', 'nseExemptCost', 'nseOnROW', 'governmentExemptCosts', 'npoExemptCosts',
    ]);
    expect(ZERO_FIELDS).toEqual(['stateGovernmentExemptCosts', 'cowMinesOwnWorkerOffTheMineSite', 'itemsNotDeemedBuildingWork', 'rowUnderMiningTenement', 'nseNotOnROW']);
  });

  it('reads dollars (commas stripped) into cents and accepts the always-zero costs as 0', () => {
    const read = readLevyRequest({ startDate: '2025-07-01', totalCostOfWork: '1,500,000', feasibilityStudies: 2500.5, nseOnROW: '0', itemsNotDeemedBuildingWork: 0, nseNotOnROW: '0.00' });
    expect(read).toEqual({ ok: true, input: { startDate: '2025-07-01', totalCostOfWork: 150_000_000, costs: { feasibilityStudies: 250_050, nseOnROW: 0 } } });
  });

  it('refuses a missing start date with the spec message', () => {
    for (const startDate of [undefined, null, '']) {
      expect(readLevyRequest({ startDate, totalCostOfWork: 150000 })).toEqual({ ok: false, message: START_MESSAGE, errors: [{ path: '/startDate', message: START_MESSAGE }] });
    }
  });

  it('lists every bad field with the shared schemas messages', () => {
    const read = readLevyRequest({ startDate: '2025-02-30', totalCostOfWork: -1, feasibilityStudies: '10,000,000,000,001', environmentalImpactStudies: 'lots', rowUnderMiningTenement: 5, colour: 'red' });
    expect(read).toEqual({
      ok: false,
      message: 'The levy calculation request is invalid.',
      errors: [
        { path: '/colour', message: 'This field is not part of the levy calculation.' },
        { path: '/startDate', message: dateSchema.errorMessage.format },
        { path: '/totalCostOfWork', message: moneySchema.errorMessage.minimum },
        { path: '/feasibilityStudies', message: moneySchema.errorMessage.maximum },
        { path: '/environmentalImpactStudies', message: moneySchema.errorMessage.type },
        { path: '/rowUnderMiningTenement', message: 'This cost is not used in the levy calculation and must be 0.' },
      ],
    });
  });

  it('refuses a body that is not an object and a missing total', () => {
    expect(readLevyRequest([1])).toMatchObject({ ok: false, message: 'The levy calculation request is invalid.' });
    expect(readLevyRequest({ startDate: '2025-07-01' })).toEqual({
      ok: false,
      message: 'The levy calculation request is invalid.',
      errors: [{ path: '/totalCostOfWork', message: requestSchema.errorMessage.required.totalCostOfWork }],
    });
  });
});

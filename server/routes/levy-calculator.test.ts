import { expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';
import moneySchema from '../../schemas/money.json' with { type: 'json' };
import requestSchema from '../levy/levy-request.schema.json' with { type: 'json' };

const START_MESSAGE = requestSchema.errorMessage.required.startDate;

const url = '/api/project/levycalculator';

describeApi('levy calculator', (t) => {
  const post = async (payload: unknown, user: 'payer' | null = 'payer') =>
    t.app.inject({ method: 'POST', url, headers: user ? await t.auth(user) : {}, payload: payload as object });

  it('calculates $862.50 on $150,000 in dollars on the wire', async () => {
    const res = await post({ startDate: '2025-07-01', totalCostOfWork: '150,000', feasibilityStudies: 0, ownerBuilderPermitAmount: 0, stateGovernmentExemptCosts: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plslCoW: 150000, bctfCoW: 150000, dwhsCoW: 150000, plsl: 525, bctf: 150, dwhs: 187.5, totalLevyPayable: 862.5 });
  });

  it('takes each deduction from its bases', async () => {
    const res = await post({ startDate: '2025-07-01', totalCostOfWork: 1_000_000, feasibilityStudies: 100_000, cowCarriedOutOnMineSite: 200_000, resourceOperationalWork: 300_000, nseExemptCost: 50_000.55 });
    expect(res.json()).toEqual({ plslCoW: 549999.45, bctfCoW: 600000, dwhsCoW: 700000, plsl: 1925, bctf: 600, dwhs: 875, totalLevyPayable: 3400 });
  });

  it("answers 400 with the calculator's message when the start date is missing", async () => {
    const res = await post({ totalCostOfWork: 150000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: START_MESSAGE,
      details: [START_MESSAGE],
      errors: [{ path: '/startDate', message: START_MESSAGE }],
    });
  });

  it('answers 400 with field errors, never 500, on bad input', async () => {
    for (const payload of [{ startDate: '2025-07-01', totalCostOfWork: 1e14 }, { startDate: '2025-07-01', totalCostOfWork: 'x' }, []]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const body of ['"text"', '{bad']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...(await t.auth('payer')), 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode).toBe(400);
    }
    const res = await post({ startDate: '2025-07-01', totalCostOfWork: 1e14 });
    expect(res.json().errors).toEqual([{ path: '/totalCostOfWork', message: moneySchema.errorMessage.maximum }]);
  });

  it('needs a signed-in caller', async () => {
    expect((await post({ startDate: '2025-07-01', totalCostOfWork: 150000 }, null)).statusCode).toBe(401);
  });
});

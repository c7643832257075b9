import type { LevyResult } from './notification-api.ts';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The levy calculator payload of spec 3 section 7 from the wizard data: the start date, the
 * costs, the owner-builder permit amount (the total cost when a permit exists) and the exemption
 * costs; the items the spec always sends as 0 are 0.
 */
export function levyPayload(data: Record<string, unknown>): Record<string, unknown> {
  const building = (data.buildingDetails ?? {}) as Record<string, unknown>;
  const cost = (data.costOfWork ?? {}) as Record<string, unknown>;
  const total = num(cost.totalCoW);
  return {
    startDate: building.projectStartDate,
    totalCostOfWork: total,
    feasibilityStudies: num(cost.costFeasibility),
    environmentalImpactStudies: num(cost.costEnvironmental),
    ownerBuilderPermitAmount: building.ownerBuilderPermit === true ? total : 0,
    cowCarriedOutOnMineSite: cost.exemptionMines ? num(cost.costsMining) : 0,
    resourceOperationalWork: cost.exemptionRow ? num(cost.costsRow) : 0,
    cowMinesOwnWorkerOnTheMineSite: cost.exemptionNse && cost.exemptionMines ? num(cost.costsNseOwnWorkersMineSite) : 0,
    nseExemptCost: cost.exemptionNse ? num(cost.costsNseExempt) : 0,
    nseOnROW: cost.exemptionNse && cost.exemptionRow ? num(cost.costsNseRow) : 0,
    governmentExemptCosts: cost.exemptionGov ? num(cost.costsGov) : 0,
    npoExemptCosts: cost.exemptionNfp ? num(cost.costsNfp) : 0,
    stateGovernmentExemptCosts: 0,
    cowMinesOwnWorkerOffTheMineSite: 0,
    itemsNotDeemedBuildingWork: 0,
    rowUnderMiningTenement: 0,
    nseNotOnROW: 0,
  };
}

/** The calculator's answer written into the cost of work data. */
export function withLevy(data: Record<string, unknown>, levy: LevyResult): Record<string, unknown> {
  const cost = (data.costOfWork ?? {}) as Record<string, unknown>;
  return {
    ...data,
    costOfWork: {
      ...cost,
      PLSLCoW: levy.plslCoW,
      BCTFCoW: levy.bctfCoW,
      DWHSCoW: levy.dwhsCoW,
      PLSL: levy.plsl,
      BCTF: levy.bctf,
      DWHS: levy.dwhs,
      totalLevyPayable: levy.totalLevyPayable,
    },
  };
}

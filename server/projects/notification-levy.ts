/**
 * The levy of a notification, recalculated on the server from the cost of work (never the
 * browser's numbers), with the payload mapping of spec 3 s7: an exemption's costs count only while
 * its exemption is ticked, and an owner-builder permit deducts the whole cost.
 */
import { calculateLevyFor, type LevyResult } from '../levy/levy-calculator.ts';
import { centsToDollars, parseDollarsToCents } from '../levy/money.ts';
import { section, type NotificationData } from './notification-form.ts';

/** Dollars to cents, 0 when missing or not an amount (the validator reports bad amounts). */
export function cents(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const parsed = parseDollarsToCents(value);
  return 'cents' in parsed ? parsed.cents : 0;
}

/** The ticked exemptions' costs, in cents, by levy calculator payload name. */
export function exemptionCosts(costOfWork: Record<string, unknown>): Record<string, number> {
  const ticked = (flag: string) => costOfWork[flag] === true;
  const cost = (flag: boolean, field: string) => (flag ? cents(costOfWork[field]) : 0);
  const mines = ticked('exemptionMines');
  const row = ticked('exemptionRow');
  const nse = ticked('exemptionNse');
  return {
    cowCarriedOutOnMineSite: cost(mines, 'costsMining'),
    resourceOperationalWork: cost(row, 'costsRow'),
    nseExemptCost: cost(nse, 'costsNseExempt'),
    cowMinesOwnWorkerOnTheMineSite: cost(nse && mines, 'costsNseOwnWorkersMineSite'),
    nseOnROW: cost(nse && row, 'costsNseRow'),
    governmentExemptCosts: cost(ticked('exemptionGov'), 'costsGov'),
    npoExemptCosts: cost(ticked('exemptionNfp'), 'costsNfp'),
  };
}

/**
 * The levy, or null while the total cost or the start date is missing (the levy cannot be
 * calculated: the validator then reports the levy as not calculated). Rates: the set in force on
 * the project start date (DESIGN.md s4, levy-rates.json).
 */
export function notificationLevy(data: NotificationData): LevyResult | null {
  const building = section(data, 'buildingDetails');
  const costOfWork = section(data, 'costOfWork');
  const startDate = building.projectStartDate;
  const parsedTotal = costOfWork.totalCoW === undefined ? null : parseDollarsToCents(costOfWork.totalCoW);
  if (typeof startDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !parsedTotal || !('cents' in parsedTotal)) return null;
  const total = parsedTotal.cents;
  return calculateLevyFor({
    startDate,
    totalCostOfWork: total,
    costs: {
      feasibilityStudies: cents(costOfWork.costFeasibility),
      environmentalImpactStudies: cents(costOfWork.costEnvironmental),
      ownerBuilderPermitAmount: building.ownerBuilderPermit === true ? total : 0,
      ...exemptionCosts(costOfWork),
    },
  });
}

/** The form data with the server's levy (dollars) in place of whatever the browser sent. */
export function withServerLevy(data: NotificationData, levy: LevyResult | null): NotificationData {
  const costOfWork = { ...section(data, 'costOfWork') };
  for (const field of ['PLSLCoW', 'BCTFCoW', 'DWHSCoW', 'PLSL', 'BCTF', 'DWHS', 'totalLevyPayable']) delete costOfWork[field];
  if (levy) {
    Object.assign(costOfWork, {
      PLSLCoW: centsToDollars(levy.bases.plsl),
      BCTFCoW: centsToDollars(levy.bases.bctf),
      DWHSCoW: centsToDollars(levy.bases.dwhs),
      PLSL: centsToDollars(levy.plsl),
      BCTF: centsToDollars(levy.bctf),
      DWHS: centsToDollars(levy.dwhs),
      totalLevyPayable: centsToDollars(levy.totalLevyPayable),
    });
  }
  return { ...data, costOfWork };
}

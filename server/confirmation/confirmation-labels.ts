/** Display names of the stored codes a confirmation shows (spec 2 s4, spec 3 s4.1); other codes show as stored. */

const PROJECT_STATUS: Record<string, string> = {
  WaitingforInformation: 'Waiting for information',
  OnHold: 'On hold',
  UnderInvestigation: 'Under investigation',
  UnderAppeal: 'Under appeal',
};

const PAYMENT_STATUS: Record<string, string> = { PendingPayment: 'Pending', UptoDate: 'Up to date', Overdue: 'Overdue' };

const INVOICE_STATUS: Record<string, string> = { PendingPayment: 'Pending payment' };

const EXEMPTION: Record<string, string> = {
  Government: 'Government',
  NonProfitOrganisation_NPO: 'Not-for-profit organisation',
  OwnerBuilder: 'Owner builder',
  Mine: 'Mine site',
  ROW: 'Resources operational work',
  NotSubstantiallyEngaged_NSE: 'Not substantially engaged',
  CombinedMineNSE: 'Mine site and not substantially engaged',
  CombinedROWNSE: 'Resources operational work and not substantially engaged',
  CombinedRowMine: 'Resources operational work and mine site',
  CombinedRowMineNSE: 'Resources operational work, mine site and not substantially engaged',
};

const label = (names: Record<string, string>) => (code: string | null) => (code ? (names[code] ?? code) : '-');

export const projectStatusLabel = label(PROJECT_STATUS);
export const paymentStatusLabel = label(PAYMENT_STATUS);
export const invoiceStatusLabel = label(INVOICE_STATUS);
export const exemptionLabel = (code: string | null) => (code ? (EXEMPTION[code] ?? code) : 'None');

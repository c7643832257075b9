/** What a project confirmation shows, read from the project, its lookups and its invoices. Money in cents. */
import type { Queryable } from '../db/database.ts';
import type { AddressParts } from '../../engine/core/display-format.ts';

export interface ConfirmationInvoice {
  invoiceNo: string;
  amount: number;
  status: string;
  dueDate: string | null;
}

export interface ConfirmationData {
  projectNumber: string;
  status: string;
  paymentStatus: string | null;
  descriptionOfWork: string | null;
  typeOfWork: string | null;
  council: string | null;
  address: AddressParts | null;
  lotNumber: string | null;
  planNumber: string | null;
  notificationDate: string | null;
  estimatedStartDate: string | null;
  estimatedFinishDate: string | null;
  internalJobNumber: string | null;
  purchaseOrderNo: string | null;
  owner: { name: string | null; organisation: string | null; email: string | null; phone: string | null };
  ownerBuilderPermit: string | null;
  builder: { entityName: string | null; abn: string | null; tradingName: string | null; contactName: string | null; phone: string | null };
  exemptionType: string | null;
  /** Cost of work and its exempt or deducted parts, by record field name. */
  costs: Record<string, number | null>;
  levy: { plsl: number | null; bctf: number | null; whs: number | null; total: number | null };
  invoices: ConfirmationInvoice[];
}

export const COST_FIELDS = [
  'totalCostOfWork', 'feasibilityStudies', 'environmentalImpactStudies', 'cowCarriedOutOnMineSite', 'resourceOperationalWork',
  'governmentExemptCosts', 'npoExemptCosts', 'cowMinesOwnWorkerOnTheMineSite', 'nseExemptCost', 'nseOnROW',
] as const;

interface Row {
  project_number: string;
  status: string;
  project_payment_status: string | null;
  description_of_work_name: string | null;
  internal_job_number: string | null;
  estimated_start_date: string | null;
  estimated_finish_date: string | null;
  notification_date: string | null;
  total_cost_of_work: number | null;
  total_levy_payable: number | null;
  record: Record<string, unknown>;
  type_of_work: string | null;
  council: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The confirmation of a numbered project; null when it has no number (a Draft) or does not exist. */
export async function readConfirmationData(db: Queryable, projectId: string): Promise<ConfirmationData | null> {
  const { rows } = await db.query<Row>(
    `SELECT p.project_number, p.status, p.project_payment_status, p.description_of_work_name, p.internal_job_number,
            p.estimated_start_date, p.estimated_finish_date, p.notification_date, p.total_cost_of_work, p.total_levy_payable,
            p.record, tw.name AS type_of_work, co.name AS council
       FROM projects p
       LEFT JOIN lookups tw ON tw.type = 1 AND tw.id = (CASE WHEN jsonb_typeof(p.record->'typeOfWorkId') = 'number' THEN (p.record->>'typeOfWorkId')::numeric END)
       LEFT JOIN lookups co ON co.type = 2 AND co.id = (CASE WHEN jsonb_typeof(p.record->'councilId') = 'number' THEN (p.record->>'councilId')::numeric END)
      WHERE p.project_id = $1 AND p.project_number IS NOT NULL`,
    [projectId],
  );
  const row = rows[0];
  if (!row) return null;
  const invoices = await db.query<ConfirmationInvoice>(
    `SELECT invoice_no AS "invoiceNo", amount, transaction_status AS status, due_date AS "dueDate"
       FROM transactions WHERE project_id = $1 AND transaction_type = 'Invoice' ORDER BY invoice_no`,
    [projectId],
  );
  const r = row.record;
  const description = text(r.otherDescriptionOfWork) ?? row.description_of_work_name;
  const address = r.addressDetail && typeof r.addressDetail === 'object' ? (r.addressDetail as AddressParts) : null;
  const costs: Record<string, number | null> = {};
  for (const field of COST_FIELDS) costs[field] = cents(r[field]);
  costs.totalCostOfWork = row.total_cost_of_work ?? costs.totalCostOfWork;
  return {
    projectNumber: row.project_number,
    status: row.status,
    paymentStatus: row.project_payment_status,
    descriptionOfWork: description,
    typeOfWork: row.type_of_work,
    council: row.council,
    address,
    lotNumber: text(r.lotNumber),
    planNumber: text(r.planNumber),
    notificationDate: row.notification_date,
    estimatedStartDate: row.estimated_start_date,
    estimatedFinishDate: row.estimated_finish_date,
    internalJobNumber: row.internal_job_number,
    purchaseOrderNo: text(r.purchaseOrderNo),
    owner: { name: text(r.projectOwnerName), organisation: text(r.projectOwnerOrgName), email: text(r.projectOwnerEmail), phone: text(r.projectOwnerPhone) },
    ownerBuilderPermit: r.completingUnderQBCCOwnerBuilderPermit === true ? (text(r.qbccPermitNo) ?? '-') : null,
    builder: {
      entityName: text(r.entityName),
      abn: text(r.abn),
      tradingName: text(r.principalContractorTradingName),
      contactName: text(r.principalContractorName),
      phone: text(r.principalContractorPhone),
    },
    exemptionType: text(r.exemptionType),
    costs,
    levy: {
      plsl: cents(r.portableLongServiceLeaveLevy),
      bctf: cents(r.constructionSkillsQueenslandLevy),
      whs: cents(r.workHealthAndSafetyLevy),
      total: row.total_levy_payable ?? cents(r.totalLevyPayable),
    },
    invoices: invoices.rows,
  };
}

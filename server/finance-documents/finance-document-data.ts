/** What an invoice, credit note or payment receipt shows, read from the transaction, its project and its payer. Money in cents. */
import type { Queryable } from '../db/database.ts';
import type { AddressParts } from '../../engine/core/display-format.ts';

export interface FinanceParty {
  name: string;
  abn: string | null;
  email: string | null;
  address: AddressParts | null;
  customerNumber: string | null;
}

export interface FinanceDocumentData {
  transactionType: 'Invoice' | 'CreditNote';
  invoiceNo: string;
  status: string;
  amount: number;
  amountOwing: number;
  dueDate: string | null;
  /** The day the transaction was raised (yyyy-MM-dd, Brisbane). */
  issuedOn: string;
  paymentReference: string | null;
  paidAt: Date | null;
  payer: FinanceParty;
  project: {
    projectNumber: string;
    descriptionOfWork: string | null;
    address: AddressParts | null;
    notificationDate: string | null;
    totalCostOfWork: number | null;
  };
  /** The levy's components when the transaction is for the whole levy of the project; null otherwise. */
  levy: { plsl: number; bctf: number; whs: number } | null;
}

interface Row {
  transaction_type: 'Invoice' | 'CreditNote';
  invoice_no: string;
  transaction_status: string;
  amount: number;
  amount_owing: number;
  due_date: string | null;
  issued_on: string;
  payment_reference: string | null;
  paid_at: Date | string | null;
  project_number: string | null;
  description_of_work_name: string | null;
  notification_date: string | null;
  total_cost_of_work: number | null;
  total_levy_payable: number | null;
  record: Record<string, unknown>;
  org_name: string | null;
  org_abn: string | null;
  org_email: string | null;
  org_address: AddressParts | null;
  org_account: string | null;
  first_name: string | null;
  last_name: string | null;
  contact_email: string | null;
  contact_address: AddressParts | null;
  customer_number: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The document data of one transaction of a numbered project; null when there is none. */
export async function readFinanceDocumentData(db: Queryable, transactionId: string): Promise<FinanceDocumentData | null> {
  const { rows } = await db.query<Row>(
    `SELECT t.transaction_type, t.invoice_no, t.transaction_status, t.amount, t.amount_owing, t.due_date,
            to_char(t.issued_at AT TIME ZONE 'Australia/Brisbane', 'YYYY-MM-DD') AS issued_on, t.payment_reference, t.paid_at,
            p.project_number, p.description_of_work_name, p.notification_date, p.total_cost_of_work, p.total_levy_payable, p.record,
            o.org_name, o.abn AS org_abn, o.email AS org_email, o.address_detail AS org_address, o.account_number AS org_account,
            c.first_name, c.last_name, c.email_address AS contact_email, c.address_detail AS contact_address, c.customer_number
       FROM transactions t
       JOIN projects p ON p.project_id = t.project_id
       LEFT JOIN organisations o ON o.organisation_id = p.levy_payer_organisation_id
       LEFT JOIN contacts c ON c.contact_id = p.levy_payer_contact_id
      WHERE t.transaction_id = $1 AND p.project_number IS NOT NULL`,
    [transactionId],
  );
  const row = rows[0];
  if (!row) return null;
  const r = row.record;
  const payer: FinanceParty = row.org_name
    ? { name: row.org_name, abn: text(row.org_abn), email: text(row.org_email), address: row.org_address, customerNumber: row.org_account }
    : {
        name: [row.first_name, row.last_name].filter(Boolean).join(' ') || '-',
        abn: null,
        email: text(row.contact_email),
        address: row.contact_address,
        customerNumber: row.customer_number,
      };
  const [plsl, bctf, whs] = [r.portableLongServiceLeaveLevy, r.constructionSkillsQueenslandLevy, r.workHealthAndSafetyLevy].map(cents);
  const wholeLevy = plsl !== null && bctf !== null && whs !== null && plsl + bctf + whs === row.amount;
  return {
    transactionType: row.transaction_type,
    invoiceNo: row.invoice_no,
    status: row.transaction_status,
    amount: Number(row.amount),
    amountOwing: Number(row.amount_owing),
    dueDate: row.due_date,
    issuedOn: row.issued_on,
    paymentReference: row.payment_reference,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    payer,
    project: {
      projectNumber: row.project_number!,
      descriptionOfWork: text(r.otherDescriptionOfWork) ?? row.description_of_work_name,
      address: r.addressDetail && typeof r.addressDetail === 'object' ? (r.addressDetail as AddressParts) : null,
      notificationDate: row.notification_date,
      totalCostOfWork: row.total_cost_of_work === null ? null : Number(row.total_cost_of_work),
    },
    levy: wholeLevy ? { plsl: plsl!, bctf: bctf!, whs: whs! } : null,
  };
}

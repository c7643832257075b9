import type { Queryable } from '../database.ts';
import { centsToDollars, DESCRIPTION_SHOWN } from './projects.ts';
import type { CurrentUser } from './current-user.ts';
import { projectAccessCondition } from './current-user.ts';

export const TRANSACTION_TYPES = ['Invoice', 'CreditNote'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The project's name as the Finances lists show it: its site address, else its description of work. */
const PROJECT_NAME = `coalesce(nullif(concat_ws(', ', nullif(p.record->'addressDetail'->>'addressLine1', ''), nullif(p.suburb, '')), ''), ${DESCRIPTION_SHOWN})`;

/** Sort names the portal sends (spec 3 section 7's mapping) -> columns. */
export const TRANSACTION_SORT_COLUMNS: Record<string, string> = {
  name: `lower(${PROJECT_NAME})`,
  invoiceNumber: 't.invoice_no',
  dueDate: 't.due_date',
  statusCode: 't.transaction_status',
  amount: 't.amount',
  owingAmount: 't.amount_owing',
};

export interface TransactionListQuery {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortDescending: boolean;
  searchTerm?: string;
  transactiontype?: TransactionType;
}

/** A transaction row in cents, as the server works with it. */
export interface TransactionRow {
  transactionId: string;
  transactionType: TransactionType;
  projectId: string;
  projectName: string | null;
  projectNumber: string | null;
  invoiceNo: string;
  dueDate: string | null;
  transactionStatus: string;
  amount: number;
  amountOwing: number;
  documentPath: string | null;
  descriptionOfWork: string | null;
  paymentReference: string | null;
  /** When a paid invoice's payment was processed (the receipt's payment date); null otherwise. */
  paidAt: string | null;
  modified: string;
}

const COLUMNS = `t.transaction_id AS "transactionId", t.transaction_type AS "transactionType", t.project_id AS "projectId",
       ${PROJECT_NAME} AS project_name, p.project_number AS "projectNumber", t.invoice_no AS "invoiceNo", t.due_date AS "dueDate",
       t.transaction_status AS "transactionStatus", t.amount, t.amount_owing AS "amountOwing", t.document_path AS "documentPath",
       ${DESCRIPTION_SHOWN} AS "descriptionOfWork",
       t.payment_reference AS "paymentReference", t.paid_at AS paid_at, t.modified`;
const FROM = 'FROM transactions t JOIN projects p ON p.project_id = t.project_id';

type SelectedRow = Omit<TransactionRow, 'projectName' | 'paidAt' | 'modified'> & { project_name: string | null; paid_at: Date | string | null; modified: Date | string };

const isoOf = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

function toRow({ project_name, paid_at, modified, ...rest }: SelectedRow): TransactionRow {
  return { ...rest, projectName: project_name, paidAt: paid_at === null ? null : isoOf(paid_at), modified: isoOf(modified) };
}

/** The transaction as the API answers it (spec 3 section 3.1): money in dollars. */
export function toTransactionRecord(row: TransactionRow) {
  return { ...row, amount: centsToDollars(row.amount), amountOwing: centsToDollars(row.amountOwing) };
}

/** One page of the transactions of the projects `user` may reach, and the count of all that match. */
export async function listTransactions(db: Queryable, user: CurrentUser, q: TransactionListQuery) {
  const params: unknown[] = [];
  const where = [projectAccessCondition(user, params)];
  if (q.transactiontype) {
    params.push(q.transactiontype);
    where.push(`t.transaction_type = $${params.length}`);
  }
  const term = q.searchTerm?.trim();
  if (term) {
    params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`);
    const like = `$${params.length}`;
    where.push(`(lower(t.invoice_no) LIKE ${like} OR lower(coalesce(p.project_number, '')) LIKE ${like})`);
  }
  const column = TRANSACTION_SORT_COLUMNS[q.sortBy] ?? TRANSACTION_SORT_COLUMNS.dueDate;
  const direction = q.sortDescending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} WHERE ${whereSql}`, params);
  params.push(q.pageSize, (q.pageNumber - 1) * q.pageSize);
  const { rows } = await db.query<SelectedRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${whereSql}
      ORDER BY ${column} ${direction}, t.invoice_no
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { transactions: rows.map(toRow), recordCount: Number(count.rows[0].n) };
}

/** One transaction, whoever it belongs to (access is the caller's check), with its project's owners. */
export async function findTransaction(db: Queryable, transactionId: string) {
  const { rows } = await db.query<SelectedRow & { levy_payer_contact_id: string | null; levy_payer_organisation_id: string | null }>(
    `SELECT ${COLUMNS}, p.levy_payer_contact_id, p.levy_payer_organisation_id ${FROM} WHERE t.transaction_id = $1`,
    [transactionId],
  );
  const row = rows[0];
  if (!row) return null;
  const { levy_payer_contact_id, levy_payer_organisation_id, ...rest } = row;
  return { transaction: toRow(rest), owner: { levy_payer_contact_id, levy_payer_organisation_id } };
}

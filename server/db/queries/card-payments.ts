import type { Queryable } from '../database.ts';

/** An invoice as the card payment needs it, with who may pay it. Money in cents. */
export interface InvoiceRow {
  transaction_id: string;
  project_id: string;
  invoice_no: string;
  transaction_type: 'Invoice' | 'CreditNote';
  transaction_status: string;
  amount: number;
  amount_owing: number;
  due_date: string | null;
  document_path: string | null;
  payment_reference: string | null;
  modified: Date;
  project_number: string | null;
  project_name: string | null;
  description_of_work: string | null;
  levy_payer_contact_id: string | null;
  levy_payer_organisation_id: string | null;
}

export type CardPaymentStatus = 'Created' | 'Processing' | 'Unknown' | 'Approved' | 'Finalised' | 'Declined' | 'Failed';

export interface CardPaymentRow {
  auth_key: string;
  purpose: 'Invoice' | 'PayNow';
  transaction_id: string | null;
  project_id: string;
  contact_id: string;
  amount: number;
  reference: string;
  status: CardPaymentStatus;
  response_code: string | null;
  response_text: string | null;
  receipt_number: string | null;
  processed_at: Date | null;
  updated_at: Date;
}

const INVOICE_SELECT = `
  SELECT t.transaction_id, t.project_id, t.invoice_no, t.transaction_type, t.transaction_status, t.amount, t.amount_owing,
         to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.document_path, t.payment_reference, t.modified,
         p.project_number, p.record->>'address' AS project_name, p.description_of_work_name AS description_of_work,
         p.levy_payer_contact_id, p.levy_payer_organisation_id
    FROM transactions t JOIN projects p ON p.project_id = t.project_id`;

/** One transaction by id; `lock` holds its row until the caller's transaction ends. */
export async function findInvoice(tx: Queryable, transactionId: string, lock = false): Promise<InvoiceRow | undefined> {
  const { rows } = await tx.query<InvoiceRow>(`${INVOICE_SELECT} WHERE t.transaction_id = $1${lock ? ' FOR UPDATE OF t' : ''}`, [transactionId]);
  return rows[0];
}

export async function findInvoiceByNumber(tx: Queryable, invoiceNo: string): Promise<InvoiceRow | undefined> {
  const { rows } = await tx.query<InvoiceRow>(`${INVOICE_SELECT} WHERE t.invoice_no = $1 AND t.transaction_type = 'Invoice'`, [invoiceNo]);
  return rows[0];
}

export async function insertCardPayment(
  tx: Queryable,
  row: Pick<CardPaymentRow, 'auth_key' | 'purpose' | 'transaction_id' | 'project_id' | 'contact_id' | 'amount' | 'reference'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO card_payments (auth_key, purpose, transaction_id, project_id, contact_id, amount, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.auth_key, row.purpose, row.transaction_id, row.project_id, row.contact_id, row.amount, row.reference],
  );
}

export async function findCardPayment(tx: Queryable, authKey: string, lock = false): Promise<CardPaymentRow | undefined> {
  const { rows } = await tx.query<CardPaymentRow>(`SELECT * FROM card_payments WHERE auth_key = $1${lock ? ' FOR UPDATE' : ''}`, [authKey]);
  return rows[0];
}

/** A charge of the invoice (or pay-now project) in flight or made, other than `authKey`'s. */
export async function otherChargeOf(tx: Queryable, payment: CardPaymentRow): Promise<CardPaymentRow | undefined> {
  const column = payment.purpose === 'Invoice' ? 'transaction_id' : 'project_id';
  const { rows } = await tx.query<CardPaymentRow>(
    `SELECT * FROM card_payments
      WHERE purpose = $1 AND ${column} = $2 AND auth_key <> $3 AND status IN ('Processing', 'Unknown', 'Approved', 'Finalised')`,
    [payment.purpose, payment.purpose === 'Invoice' ? payment.transaction_id : payment.project_id, payment.auth_key],
  );
  return rows[0];
}

/** An invoice's charge in flight or not yet recorded (its answer awaited, lost, or approved but not yet settled), if any. */
export async function invoiceChargeUnderWay(tx: Queryable, transactionId: string): Promise<CardPaymentRow | undefined> {
  const { rows } = await tx.query<CardPaymentRow>(
    `SELECT * FROM card_payments WHERE purpose = 'Invoice' AND transaction_id = $1 AND status IN ('Processing', 'Unknown', 'Approved')`,
    [transactionId],
  );
  return rows[0];
}

/** A Pay now charge of the project in flight or made, if any. */
export async function payNowChargeOf(tx: Queryable, projectId: string): Promise<CardPaymentRow | undefined> {
  const { rows } = await tx.query<CardPaymentRow>(
    `SELECT * FROM card_payments WHERE purpose = 'PayNow' AND project_id = $1 AND status IN ('Processing', 'Unknown', 'Approved', 'Finalised')`,
    [projectId],
  );
  return rows[0];
}

export async function setCardPaymentStatus(
  tx: Queryable,
  authKey: string,
  status: CardPaymentStatus,
  outcome: { responseCode?: string; responseText?: string; receiptNumber?: string | null; processedAt?: string; transactionId?: string } = {},
  /** Change it only from one of these statuses (default: from any). */
  from?: CardPaymentStatus[],
): Promise<void> {
  await tx.query(
    `UPDATE card_payments
        SET status = $2, response_code = COALESCE($3, response_code), response_text = COALESCE($4, response_text),
            receipt_number = COALESCE($5, receipt_number), processed_at = COALESCE($6::timestamptz, processed_at),
            transaction_id = COALESCE($7::uuid, transaction_id), updated_at = now()
      WHERE auth_key = $1 AND ($8::text[] IS NULL OR status = ANY($8::text[]))`,
    [authKey, status, outcome.responseCode ?? null, outcome.responseText ?? null, outcome.receiptNumber ?? null, outcome.processedAt ?? null, outcome.transactionId ?? null, from ?? null],
  );
}

/** Payments whose charge is not settled: the gateway's answer lost, or charged but not finalised. */
export async function unsettledCardPayments(tx: Queryable, staleBefore: Date, transactionId?: string): Promise<CardPaymentRow[]> {
  const { rows } = await tx.query<CardPaymentRow>(
    `SELECT * FROM card_payments
      WHERE (status IN ('Unknown', 'Approved') OR (status = 'Processing' AND updated_at < $1))
        AND ($2::uuid IS NULL OR transaction_id = $2::uuid)
      ORDER BY created_at`,
    [staleBefore, transactionId ?? null],
  );
  return rows;
}

/**
 * The invoice paid in full by a card payment: the receipt number is its payment reference and
 * `paid_at` the gateway's processed time (what its payment receipt shows).
 */
export async function markInvoicePaid(tx: Queryable, transactionId: string, receiptNumber: string, paidAt: string): Promise<void> {
  await tx.query(
    `UPDATE transactions SET transaction_status = 'Paid', amount_owing = 0, payment_reference = $2, paid_at = $3, modified = now()
      WHERE transaction_id = $1`,
    [transactionId, receiptNumber, paidAt],
  );
}

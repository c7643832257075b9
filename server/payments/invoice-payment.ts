import type { CurrentUser } from '../db/queries/current-user.ts';
import { findInvoice, markInvoicePaid, type InvoiceRow } from '../db/queries/card-payments.ts';
import { canAccessProject } from '../db/queries/projects.ts';
import { refreshProjectPaymentStatus } from '../db/queries/project-payment-status.ts';
import { brisbaneToday } from '../projects/brisbane-date.ts';
import { HttpError } from '../http/http-error.ts';
import { portal } from '../../generated/portal.gen.ts';
import type { PaymentPurpose } from './card-payments.ts';

export const INVOICE_NOT_PAYABLE = 'This invoice cannot be paid.';
export const AMOUNT_CHANGED = 'The amount owing on this invoice has changed. Please start the payment again.';

const PAYABLE: readonly string[] = portal.finances.payableStatuses;

/** The invoice may be paid by card: an invoice in a payable status with an amount owing. */
export const isPayableInvoice = (invoice: InvoiceRow): boolean =>
  invoice.transaction_type === 'Invoice' && PAYABLE.includes(invoice.transaction_status) && Number(invoice.amount_owing) > 0;

export const canSeeInvoice = (user: CurrentUser, invoice: InvoiceRow): boolean => canAccessProject(user, invoice);

/** Paying an invoice: the charge is its amount owing at the time, and pays it in full. */
export const invoicePayment: PaymentPurpose = {
  async checkChargeable(tx, payment) {
    const invoice = await findInvoice(tx, payment.transaction_id!, true);
    if (!invoice) throw new HttpError(404, INVOICE_NOT_PAYABLE);
    if (invoice.transaction_status === 'Paid') throw new HttpError(409, 'This invoice has already been paid.');
    if (!isPayableInvoice(invoice)) throw new HttpError(409, INVOICE_NOT_PAYABLE);
    if (Number(invoice.amount_owing) !== Number(payment.amount)) throw new HttpError(409, AMOUNT_CHANGED);
  },
  async finalise(tx, payment, charge) {
    await markInvoicePaid(tx, payment.transaction_id!, charge.receiptNumber!, charge.processedDateTime);
    // The project is up to date once nothing it owes is left.
    const invoice = await findInvoice(tx, payment.transaction_id!);
    if (invoice?.project_id) await refreshProjectPaymentStatus(tx, invoice.project_id, brisbaneToday());
  },
};

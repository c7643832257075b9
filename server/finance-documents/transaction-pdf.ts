/**
 * Invoices, adjustment notes (credit notes) and payment receipts as PDFs with real text: the
 * authority and the levy payer, the project, the levy lines (GST exclusive), the totals, the due
 * date and the payment reference; an invoice with an amount owing adds how to pay by BPAY and EFT.
 */
import { formatAddress, formatCents, formatDate } from '../../engine/core/display-format.ts';
import { formatPaymentDateTime } from '../../engine/core/payment-date.ts';
import { portal } from '../../generated/portal.gen.ts';
import { invoiceStatusLabel } from '../confirmation/confirmation-labels.ts';
import { createPdfWriter, type PdfWriter } from '../confirmation/pdf-writer.ts';
import { bpayReference } from './bpay-reference.ts';
import { rateSetOn, rateToPercent } from '../levy/levy-rates.ts';
import type { FinanceDocumentData } from './finance-document-data.ts';

const { authority, bpay, eft, levyNames } = portal.finances;
const LINE_COLUMNS = [0, 330];
const GST_NOTE = 'The building and construction industry levy is not subject to GST: amounts are GST exclusive and no GST is payable.';

export type FinanceDocumentKind = 'invoice' | 'creditNote' | 'receipt';

const TITLES: Record<FinanceDocumentKind, string> = { invoice: 'Tax invoice', creditNote: 'Adjustment note', receipt: 'Payment receipt' };

function parties(pdf: PdfWriter, data: FinanceDocumentData) {
  pdf.heading('From');
  pdf.row('Authority', authority.name);
  pdf.row('Address', authority.address);
  pdf.row('Phone', authority.phone);
  pdf.row('Email', authority.email);
  pdf.heading('To');
  pdf.row('Levy payer', data.payer.name);
  if (data.payer.abn) pdf.row('ABN', data.payer.abn);
  pdf.row('Customer number', data.payer.customerNumber ?? '-');
  pdf.row('Address', formatAddress(data.payer.address));
  pdf.row('Email', data.payer.email ?? '-');
}

function project(pdf: PdfWriter, data: FinanceDocumentData) {
  pdf.heading('Project');
  pdf.row('Levy number', data.project.projectNumber);
  pdf.row('Description of work', data.project.descriptionOfWork ?? '-');
  pdf.row('Site address', formatAddress(data.project.address));
  pdf.row('Notification date', formatDate(data.project.notificationDate));
  pdf.row('Total cost of work (excl. GST)', formatCents(data.project.totalCostOfWork));
}

function levyLines(pdf: PdfWriter, data: FinanceDocumentData, kind: FinanceDocumentKind) {
  pdf.heading(kind === 'creditNote' ? 'Credit' : 'Levy');
  pdf.tableRow(['Description', 'Amount (GST exclusive)'], LINE_COLUMNS, true);
  if (kind === 'creditNote') pdf.tableRow(['Levy credit', formatCents(data.amount)], LINE_COLUMNS);
  else if (data.levy) {
    // The rates in force when the levy was calculated: on notification (server/levy).
    const { rates } = rateSetOn(data.project.notificationDate ?? data.issuedOn);
    pdf.tableRow([`${levyNames.plsl} (${rateToPercent(rates.plsl)}%)`, formatCents(data.levy.plsl)], LINE_COLUMNS);
    pdf.tableRow([`${levyNames.bctf} (${rateToPercent(rates.bctf)}%)`, formatCents(data.levy.bctf)], LINE_COLUMNS);
    pdf.tableRow([`${levyNames.whs} (${rateToPercent(rates.dwhs)}%)`, formatCents(data.levy.whs)], LINE_COLUMNS);
  } else pdf.tableRow(['Building and construction industry levy', formatCents(data.amount)], LINE_COLUMNS);
  pdf.row('Total (GST exclusive)', formatCents(data.amount));
  pdf.row('GST', formatCents(0));
  pdf.row(kind === 'creditNote' ? 'Total credit' : 'Total payable', formatCents(data.amount));
  if (kind === 'invoice') pdf.row('Amount owing', formatCents(data.amountOwing));
}

function howToPay(pdf: PdfWriter, data: FinanceDocumentData) {
  pdf.heading('How to pay');
  pdf.row('Payment reference', data.invoiceNo);
  pdf.row('BPAY biller code', bpay.billerCode);
  pdf.row('BPAY reference', bpayReference(data.invoiceNo));
  pdf.row('EFT account name', eft.accountName);
  pdf.row('EFT BSB', eft.bsb);
  pdf.row('EFT account number', eft.accountNumber);
  pdf.row('EFT reference', data.invoiceNo);
  pdf.note('Card payments can be made in the levy portal under Finances. Please quote the payment reference with every payment.');
}

/** The PDF of a transaction: its invoice or adjustment note, or the receipt of its payment. */
export async function renderFinanceDocumentPdf(data: FinanceDocumentData, kind: FinanceDocumentKind): Promise<Uint8Array> {
  const title = TITLES[kind];
  const number = kind === 'receipt' ? (data.paymentReference ?? data.invoiceNo) : data.invoiceNo;
  const pdf = await createPdfWriter({ title: `${title} ${number}`, subject: 'Building and construction industry levy' });
  pdf.title(title, `Building and construction industry levy - ${authority.name}`);

  pdf.heading(kind === 'receipt' ? 'Receipt' : title);
  if (kind === 'receipt') {
    pdf.row('Receipt number', data.paymentReference ?? '-');
    pdf.row('Payment date', formatPaymentDateTime(data.paidAt));
    pdf.row('Amount paid', formatCents(data.amount - data.amountOwing));
    pdf.row('Paid by', 'Credit card');
    pdf.row('Invoice number', data.invoiceNo);
  } else {
    pdf.row(kind === 'creditNote' ? 'Credit no.' : 'Invoice no.', data.invoiceNo);
    pdf.row('Date', formatDate(data.issuedOn));
    if (kind === 'invoice') pdf.row('Due date', formatDate(data.dueDate));
    pdf.row('Status', invoiceStatusLabel(data.status));
    if (kind === 'invoice' && data.paymentReference) pdf.row('Payment reference', data.paymentReference);
  }
  parties(pdf, data);
  project(pdf, data);
  levyLines(pdf, data, kind);
  if (kind === 'invoice' && data.amountOwing > 0) howToPay(pdf, data);
  pdf.note(GST_NOTE);
  return pdf.save();
}

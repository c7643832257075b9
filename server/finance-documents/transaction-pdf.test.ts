import { describe, expect, it } from 'vitest';
import { portal } from '../../generated/portal.gen.ts';
import { rateSetOn, rateToPercent } from '../levy/levy-rates.ts';
import { readPdfText } from '../test-support/pdfjs-text.ts';
import { bpayReference } from './bpay-reference.ts';
import type { FinanceDocumentData } from './finance-document-data.ts';
import { renderFinanceDocumentPdf } from './transaction-pdf.ts';

const invoice: FinanceDocumentData = {
  transactionType: 'Invoice',
  invoiceNo: 'INV0000042',
  status: 'PendingPayment',
  amount: 86_250,
  amountOwing: 86_250,
  dueDate: '2025-07-15',
  issuedOn: '2025-06-15',
  paymentReference: null,
  paidAt: null,
  payer: { name: 'Demo Builders Pty Ltd', abn: '51824753281', email: 'accounts@example.com', address: { addressLine1: '1 Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' }, customerNumber: 'ORG0500001' },
  project: { projectNumber: 'LV0001234', descriptionOfWork: 'New dwelling', address: { addressLine1: '9 Site Road', suburb: 'Toowong', state: 'QLD', postcode: '4066' }, notificationDate: '2025-06-15', totalCostOfWork: 15_000_000 },
  levy: { plsl: 52_500, bctf: 15_000, whs: 18_750 },
};

/** The levy lines' names with the rates in force on the invoice's notification date. */
function levyLines(): string[] {
  const { rates } = rateSetOn(invoice.project.notificationDate!);
  const { levyNames } = portal.finances;
  return [`${levyNames.plsl} (${rateToPercent(rates.plsl)}%)`, `${levyNames.bctf} (${rateToPercent(rates.bctf)}%)`, `${levyNames.whs} (${rateToPercent(rates.dwhs)}%)`];
}

describe('renderFinanceDocumentPdf', () => {
  it('writes an unpaid invoice: parties, project, levy lines, GST-exclusive totals, due date and how to pay', async () => {
    const text = await readPdfText(await renderFinanceDocumentPdf(invoice, 'invoice'));
    for (const expected of [
      'Tax invoice', 'INV0000042', '15/07/2025', 'Pending payment', portal.finances.authority.name, 'Demo Builders Pty Ltd', '51824753281',
      'ORG0500001', '1 Queen Street, Brisbane City QLD 4000', 'LV0001234', 'New dwelling', '9 Site Road, Toowong QLD 4066', '$150,000.00',
      '$525.00', '$150.00', '$187.50', 'Total (GST exclusive)', '$862.50', '$0.00', 'Amount owing', portal.finances.bpay.billerCode,
      bpayReference('INV0000042'), portal.finances.eft.bsb, portal.finances.eft.accountNumber, portal.finances.eft.accountName,
      ...levyLines(),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves payment instructions off a paid invoice and shows its payment reference', async () => {
    const text = await readPdfText(await renderFinanceDocumentPdf({ ...invoice, status: 'Paid', amountOwing: 0, paymentReference: 'RCPT700004' }, 'invoice'));
    expect(text).toContain('RCPT700004');
    expect(text).toContain('Paid');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain(portal.finances.bpay.billerCode);
  });

  it('writes one levy line when the invoice is not the whole levy of the project', async () => {
    const text = await readPdfText(await renderFinanceDocumentPdf({ ...invoice, amount: 12_345, amountOwing: 12_345, levy: null }, 'invoice'));
    expect(text).toContain('Building and construction industry levy');
    expect(text).toContain('$123.45');
    expect(text).not.toContain('Portable long service leave levy (0.35%)');
  });

  it('writes an adjustment note with its credit', async () => {
    const text = await readPdfText(await renderFinanceDocumentPdf({ ...invoice, transactionType: 'CreditNote', invoiceNo: 'CN0000007', status: 'Applied', amount: 2_500, amountOwing: 0, levy: null }, 'creditNote'));
    for (const expected of ['Adjustment note', 'CN0000007', 'Levy credit', '$25.00', 'Total credit', 'Applied', 'LV0001234']) expect(text).toContain(expected);
    expect(text).not.toContain('How to pay');
  });

  it('writes a payment receipt: receipt number, payment date and time in Brisbane, amount paid', async () => {
    const paid = { ...invoice, status: 'Paid', amountOwing: 0, paymentReference: 'RCPT123', paidAt: new Date('2025-06-16T04:05:00Z') };
    const text = await readPdfText(await renderFinanceDocumentPdf(paid, 'receipt'));
    for (const expected of ['Payment receipt', 'RCPT123', '2025-06-16 02:05 PM', '$862.50', 'INV0000042', 'LV0001234', 'Demo Builders Pty Ltd']) expect(text).toContain(expected);
  });
});

describe('bpayReference', () => {
  it('is the number without leading zeros and a Luhn check digit', () => {
    // 7992739871 is the textbook Luhn example: its check digit is 3.
    expect(bpayReference('INV7992739871')).toBe('79927398713');
    expect(bpayReference('INV0000042')).toBe('422');
  });
});

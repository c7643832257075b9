import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support/pdf-text.ts';
import type { ConfirmationData } from './confirmation-data.ts';
import { renderConfirmationPdf } from './confirmation-pdf.ts';

const data: ConfirmationData = {
  projectNumber: 'LV0001234',
  status: 'WaitingforInformation',
  paymentStatus: 'UptoDate',
  descriptionOfWork: 'New dwelling',
  typeOfWork: 'Residential',
  council: 'Brisbane City Council',
  address: { addressLine1: '1 Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
  lotNumber: '3',
  planNumber: null,
  notificationDate: '2025-06-01',
  estimatedStartDate: '2025-07-01',
  estimatedFinishDate: null,
  internalJobNumber: 'JOB-77',
  purchaseOrderNo: 'PO-9',
  owner: { name: 'Zoë Nguyễn 🏠', organisation: null, email: 'zoe@example.com', phone: '0411 123 123' },
  ownerBuilderPermit: null,
  builder: { entityName: 'Demo Builders Pty Ltd', abn: '51824753281', tradingName: null, contactName: 'Priya Patel', phone: null },
  exemptionType: 'Mine',
  costs: { totalCostOfWork: 15_000_000, feasibilityStudies: 0, cowCarriedOutOnMineSite: 1_234_567 },
  levy: { plsl: 52_500, bctf: 15_000, whs: 18_750, total: 86_250 },
  invoices: [{ invoiceNo: 'INV0000042', amount: 86_250, status: 'PendingPayment', dueDate: '2025-07-15' }],
};

describe('renderConfirmationPdf', () => {
  it('writes the project as PDF text, in en-AU money and dd/MM/yyyy dates, with - when missing', async () => {
    const bytes = await renderConfirmationPdf(data, '2025-06-15');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'LV0001234', 'Waiting for information', 'Up to date', '1 Queen Street, Brisbane City QLD 4000', '3 / -', '01/07/2025',
      'JOB-77', 'PO-9', 'Mine site', '$150,000.00', '$12,345.67', '$525.00', '$150.00', '$187.50', '$862.50',
      'INV0000042', 'Pending payment', '15/07/2025',
    ]) {
      expect(text).toContain(expected);
    }
    // Estimated completion date, organisation, trading name and builder phone are missing.
    expect(text.filter((t) => t === '-').length).toBeGreaterThanOrEqual(4);
    // A deduction of 0 is not listed.
    expect(text).not.toContain('Feasibility studies');
  });

  it('replaces characters the standard font cannot draw instead of failing', async () => {
    const text = await pdfText(await renderConfirmationPdf(data, '2025-06-15'));
    expect(text).toContain('Zoë Nguy?n ?');
  });

  it('continues on new pages when the invoices do not fit', async () => {
    const invoices = Array.from({ length: 120 }, (_, i) => ({ invoiceNo: `INV${String(i).padStart(7, '0')}`, amount: 100, status: 'Paid', dueDate: null }));
    const bytes = await renderConfirmationPdf({ ...data, invoices }, '2025-06-15');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
    expect(await pdfText(bytes)).toContain('INV0000119');
  });
});

/** The project confirmation as a PDF: what was notified, who is involved, the levy and its invoices. */
import { formatAddress, formatCents, formatDate, formatFact } from '../../engine/core/display-format.ts';
import type { ConfirmationData } from './confirmation-data.ts';
import { exemptionLabel, invoiceStatusLabel, paymentStatusLabel, projectStatusLabel } from './confirmation-labels.ts';
import { createPdfWriter } from './pdf-writer.ts';
import { portal } from '../../generated/portal.gen.ts';

const { levyNames } = portal.finances;

const COST_LABELS: [string, string][] = [
  ['totalCostOfWork', 'Total cost of work (excl. GST)'],
  ['feasibilityStudies', 'Feasibility studies'],
  ['environmentalImpactStudies', 'Environmental impact studies'],
  ['cowCarriedOutOnMineSite', 'Work carried out on a mine site'],
  ['resourceOperationalWork', 'Resources operational work'],
  ['governmentExemptCosts', 'Government exempt costs'],
  ['npoExemptCosts', 'Not-for-profit exempt costs'],
  ['cowMinesOwnWorkerOnTheMineSite', "Mine's own workers on the mine site"],
  ['nseExemptCost', 'Not substantially engaged exempt costs'],
  ['nseOnROW', 'Not substantially engaged on resources operational work'],
];

const INVOICE_COLUMNS = [0, 130, 260, 390];

/** `issuedOn` is the day the confirmation is made (yyyy-MM-dd). */
export async function renderConfirmationPdf(data: ConfirmationData, issuedOn: string): Promise<Uint8Array> {
  const pdf = await createPdfWriter({ title: `Project confirmation ${data.projectNumber}`, subject: 'Building and construction industry levy' });
  const text = (value: unknown) => formatFact(value);

  pdf.title('Project confirmation', `Building and construction industry levy - issued ${formatDate(issuedOn)}`);

  pdf.heading('Project');
  pdf.row('Levy number', data.projectNumber);
  pdf.row('Description of work', text(data.descriptionOfWork));
  pdf.row('Type of work', text(data.typeOfWork));
  pdf.row('Address', formatAddress(data.address));
  pdf.row('Local council', text(data.council));
  pdf.row('Lot and plan', [data.lotNumber, data.planNumber].map(text).join(' / '));
  pdf.row('Notification date', formatDate(data.notificationDate));
  pdf.row('Estimated start date', formatDate(data.estimatedStartDate));
  pdf.row('Estimated completion date', formatDate(data.estimatedFinishDate));
  pdf.row('Status', projectStatusLabel(data.status));
  pdf.row('Payment status', paymentStatusLabel(data.paymentStatus));

  pdf.heading('Reference numbers');
  pdf.row('Internal job number', text(data.internalJobNumber));
  pdf.row('Purchase order number', text(data.purchaseOrderNo));

  pdf.heading('Project owner');
  pdf.row('Name', text(data.owner.name));
  pdf.row('Organisation', text(data.owner.organisation));
  pdf.row('Email', text(data.owner.email));
  pdf.row('Phone', text(data.owner.phone));
  if (data.ownerBuilderPermit !== null) pdf.row('Owner builder permit', data.ownerBuilderPermit);

  pdf.heading('Builder / principal contractor');
  pdf.row('Entity name', text(data.builder.entityName));
  pdf.row('ABN', text(data.builder.abn));
  pdf.row('Trading name', text(data.builder.tradingName));
  pdf.row('Contact name', text(data.builder.contactName));
  pdf.row('Phone', text(data.builder.phone));

  pdf.heading('Cost of work and exemptions');
  pdf.row('Exemption', exemptionLabel(data.exemptionType));
  for (const [field, label] of COST_LABELS) {
    // The total always shows; a deduction or exempt cost only when there is one.
    if (field === 'totalCostOfWork' || (data.costs[field] ?? 0) !== 0) pdf.row(label, formatCents(data.costs[field]));
  }

  pdf.heading('Levy');
  pdf.row(levyNames.plsl, formatCents(data.levy.plsl));
  pdf.row(levyNames.bctf, formatCents(data.levy.bctf));
  pdf.row(levyNames.whs, formatCents(data.levy.whs));
  pdf.row('Total levy payable', formatCents(data.levy.total));

  pdf.heading('Payments');
  if (data.invoices.length === 0) pdf.note('No invoice has been issued for this project.');
  else {
    pdf.tableRow(['Invoice no.', 'Amount', 'Status', 'Due date'], INVOICE_COLUMNS, true);
    for (const invoice of data.invoices) {
      pdf.tableRow([invoice.invoiceNo, formatCents(invoice.amount), invoiceStatusLabel(invoice.status), formatDate(invoice.dueDate)], INVOICE_COLUMNS);
    }
  }

  pdf.note('Amounts are in Australian dollars. This confirmation reflects the project as recorded on the date it was issued.');
  return pdf.save();
}

import { addDays, seedUuid } from './deterministic.ts';
import type { SeedProject } from './projects-data.ts';

export const TRANSACTION_STATUSES = ['Draft', 'Inactive', 'PendingPayment', 'Paid', 'Overdue', 'Cancelled', 'Applied'] as const;
export const CLAIM_STATUSES = ['Draft', 'Submitted', 'PendingPayment', 'Inactive', 'Paid'] as const;

/** One invoice and two credit notes in every transaction status, on submitted projects; the paid invoice has its receipt's time. */
export function seedTransactions(projects: SeedProject[], today: string): Record<string, unknown>[] {
  const billable = projects.filter((p) => p.row.project_number);
  const rows: Record<string, unknown>[] = [];
  TRANSACTION_STATUSES.forEach((status, i) => {
    const invoiceProject = billable[i % billable.length];
    const amount = invoiceProject.levy;
    // An applied credit leaves half owing, to the dollar (the card sandbox approves only whole dollars).
    const owing = ['Paid', 'Cancelled', 'Inactive'].includes(status) ? 0 : status === 'Applied' ? Math.round(amount / 200) * 100 : amount;
    rows.push({
      transaction_id: seedUuid(`invoice:${i}`),
      transaction_type: 'Invoice',
      project_id: invoiceProject.row.project_id,
      invoice_no: `INV${String(900001 + i).padStart(7, '0')}`,
      due_date: addDays(today, status === 'Overdue' ? -20 - i : 30 - i * 9),
      // Issued with 30 days to pay, as an invoice made at submission is.
      issued_at: `${addDays(today, status === 'Overdue' ? -50 - i : -i * 9)}T09:00:00Z`,
      transaction_status: status,
      amount,
      amount_owing: owing,
      document_path: status === 'Draft' ? null : `invoices/INV${String(900001 + i).padStart(7, '0')}.pdf`,
      payment_reference: status === 'Paid' ? `RCPT${String(700001 + i)}` : null,
      modified: `${addDays(today, -i)}T09:30:00Z`,
      paid_at: status === 'Paid' ? `${addDays(today, -i)}T09:30:00Z` : null,
    });
    rows.push(creditNote(billable, i, today));
  });
  // A second round of credit notes so the Adjustment Notes list spans more than one page of 10.
  TRANSACTION_STATUSES.forEach((_, i) => rows.push(creditNote(billable, i + TRANSACTION_STATUSES.length, today)));
  return rows;
}

/** The n-th credit note; its status cycles through every transaction status. */
function creditNote(billable: SeedProject[], n: number, today: string): Record<string, unknown> {
  const i = n % TRANSACTION_STATUSES.length;
  const status = TRANSACTION_STATUSES[i];
  const creditProject = billable[(n + 3) % billable.length];
  const credit = Math.round(creditProject.levy / (4 + n));
  const number = `CN${String(900001 + n).padStart(7, '0')}`;
  return {
    transaction_id: seedUuid(n < TRANSACTION_STATUSES.length ? `credit:${n}` : `credit:${n}:second`),
    transaction_type: 'CreditNote',
    project_id: creditProject.row.project_id,
    invoice_no: number,
    due_date: addDays(today, 14 - n * 11),
    issued_at: `${addDays(today, -16 - n * 11)}T14:00:00Z`,
    transaction_status: status,
    amount: credit,
    amount_owing: ['PendingPayment', 'Overdue'].includes(status) ? credit : 0,
    document_path: status === 'Draft' ? null : `credit-notes/${number}.pdf`,
    payment_reference: null,
    modified: `${addDays(today, -n - 1)}T14:00:00Z`,
  };
}

/** Certifier claims in every claim status, each with sighting fees on seeded projects. */
export function seedClaims(certifierContactId: string, projects: SeedProject[], today: string) {
  const numbered = projects.filter((p) => p.row.project_number);
  const claims: Record<string, unknown>[] = [];
  const fees: Record<string, unknown>[] = [];
  CLAIM_STATUSES.forEach((status, i) => {
    const claimId = seedUuid(`claim:${i}`);
    let amount = 0;
    const count = 2 + (i % 3);
    for (let f = 0; f < count; f++) {
      const project = numbered[(i * 3 + f) % numbered.length];
      const record = project.row.record as { addressDetail: { suburb: string; postcode: string } };
      const fee = 5_500 + f * 1_250;
      amount += fee;
      fees.push({
        sighting_fee_id: seedUuid(`sighting-fee:${i}:${f}`),
        claim_id: claimId,
        project_number: project.row.project_number,
        development_permit_number: `DA${2024}/${String(1000 + i * 10 + f)}`,
        date_sighted: addDays(today, -30 * (i + 1) - f),
        postcode: record.addressDetail.postcode,
        suburb: record.addressDetail.suburb,
        fee,
      });
    }
    claims.push({
      claim_id: claimId,
      claim_no: `CL${String(900001 + i).padStart(7, '0')}`,
      contact_id: certifierContactId,
      date_claimed: addDays(today, -30 * (i + 1) + 2),
      claim_status: status,
      amount,
    });
  });
  return { claims, fees };
}

const CHANGE_TYPES = ['StartDate', 'CostofWork', 'Owner', 'Builder', 'Finalisation', 'CancelProject', 'TakeOverFromBuilder'];
const CHANGE_STATUSES = ['Submitted', 'Approved', 'Pending approval', 'Waiting for information', 'Active', 'Inactive'];

/** A change history on the first submitted projects: every change type and status appears. */
export function seedComplexChanges(projects: SeedProject[], submittedBy: string, today: string) {
  const numbered = projects.filter((p) => p.row.status === 'Submitted');
  return Array.from({ length: 14 }, (_, i) => ({
    complex_change_id: seedUuid(`complex-change:${i}`),
    change_number: `CC${String(900001 + i).padStart(7, '0')}`,
    project_id: numbered[i % 3].row.project_id,
    change_type: CHANGE_TYPES[i % CHANGE_TYPES.length],
    status: CHANGE_STATUSES[i % CHANGE_STATUSES.length],
    submitted_date: addDays(today, -5 * (i + 1)),
    submitted_by_contact_id: submittedBy,
    payload: { projectId: numbered[i % 3].row.project_id, reasonForChange: 'Seeded example change' },
  }));
}

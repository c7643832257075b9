/**
 * When a project's confirmation may be issued (spec 2 section 2): after the initial invoice is
 * paid, or within the minutes of forms/portal.json after a simple change (a quick edit, recorded
 * as an Approved change) or an approved complex change. Never for a Draft. The project read
 * (`confirmationAvailable` of GET /api/project/{id}) and the confirmation download both ask this.
 */
import type { Queryable } from '../db/database.ts';
import { portal } from '../../generated/portal.gen.ts';

export const CONFIRMATION_WINDOW_MS = portal.projectPage.confirmation.changeWindowMinutes * 60 * 1000;

export interface ConfirmationFacts {
  status: string;
  /** The project's first invoice (the notification's levy) is Paid; with no invoice on record, its payment status is up to date. */
  initialInvoicePaid: boolean;
  /** The last approval of one of the project's changes, quick edits included. */
  approvedChangeAt: Date | null;
}

/** The rule itself, on facts already read. */
export function isConfirmationAvailable(facts: ConfirmationFacts, now: Date = new Date()): boolean {
  if (facts.status === 'Draft') return false;
  if (facts.initialInvoicePaid) return true;
  // A time slightly ahead of `now` (the database's clock against this node's) counts as recent.
  return facts.approvedChangeAt !== null && now.getTime() - facts.approvedChangeAt.getTime() <= CONFIRMATION_WINDOW_MS;
}

/**
 * Whether a confirmation has been issued at all: the initial invoice paid or a change approved,
 * at any time (what `projectConfirmationSent` records). Never for a Draft.
 */
export function isConfirmationIssued(facts: ConfirmationFacts): boolean {
  return facts.status !== 'Draft' && (facts.initialInvoicePaid || facts.approvedChangeAt !== null);
}

/** The facts of one project; null when there is no such project. */
export async function readConfirmationFacts(db: Queryable, projectId: string): Promise<ConfirmationFacts | null> {
  // The initial invoice is the project's first by number: invoice numbers come from one sequence.
  const { rows } = await db.query<{ status: string; payment_status: string | null; first_invoice: string | null; approved_at: Date | string | null }>(
    `SELECT p.status, p.project_payment_status AS payment_status,
            (SELECT t.transaction_status FROM transactions t
              WHERE t.project_id = p.project_id AND t.transaction_type = 'Invoice'
              ORDER BY t.invoice_no LIMIT 1) AS first_invoice,
            (SELECT max(c.approved_at) FROM complex_changes c
              WHERE c.project_id = p.project_id AND c.status = 'Approved') AS approved_at
       FROM projects p WHERE p.project_id = $1`,
    [projectId],
  );
  const row = rows[0];
  if (!row) return null;
  const initialInvoicePaid = row.first_invoice === 'Paid' || (row.first_invoice === null && row.payment_status === 'UptoDate');
  return { status: row.status, initialInvoicePaid, approvedChangeAt: row.approved_at === null ? null : new Date(row.approved_at) };
}

/** Whether the project's confirmation can be downloaded now (false for an unknown project). */
export async function confirmationAvailable(db: Queryable, projectId: string, now: Date = new Date()): Promise<boolean> {
  const facts = await readConfirmationFacts(db, projectId);
  return facts !== null && isConfirmationAvailable(facts, now);
}

/** What the project read says of its confirmation: whether one can be downloaded now, and whether one was ever issued (the record's flag, or the facts). */
export async function confirmationState(db: Queryable, projectId: string, recordedSent: unknown, now: Date = new Date()): Promise<{ confirmationAvailable: boolean; projectConfirmationSent: boolean }> {
  const facts = await readConfirmationFacts(db, projectId);
  if (!facts) return { confirmationAvailable: false, projectConfirmationSent: false };
  return { confirmationAvailable: isConfirmationAvailable(facts, now), projectConfirmationSent: facts.status !== 'Draft' && (recordedSent === true || isConfirmationIssued(facts)) };
}

/**
 * When a project's confirmation may be issued (spec 2 section 2): after the initial invoice is
 * paid, or within 10 minutes of a simple change or of an approved complex change. Never for a
 * Draft. The project read and the confirmation download both ask `confirmationAvailable`.
 */
import type { Queryable } from '../db/database.ts';

export const CONFIRMATION_WINDOW_MS = 10 * 60 * 1000;

export interface ConfirmationFacts {
  status: string;
  /** True when the project's first invoice (the notification's levy) is Paid. */
  initialInvoicePaid: boolean;
  /** The last simple change (quick edit) saved on the project. */
  simpleChangeAt: Date | null;
  /** The last approval of one of the project's complex changes. */
  approvedChangeAt: Date | null;
}

/** The rule itself, on facts already read. */
export function isConfirmationAvailable(facts: ConfirmationFacts, now: Date = new Date()): boolean {
  if (facts.status === 'Draft') return false;
  if (facts.initialInvoicePaid) return true;
  // A time slightly ahead of `now` (the database's clock against this node's) counts as recent.
  const recent = (at: Date | null) => at !== null && now.getTime() - at.getTime() <= CONFIRMATION_WINDOW_MS;
  return recent(facts.simpleChangeAt) || recent(facts.approvedChangeAt);
}

/** The facts of one project; null when there is no such project. */
export async function readConfirmationFacts(db: Queryable, projectId: string): Promise<ConfirmationFacts | null> {
  // The initial invoice is the project's first by number: invoice numbers come from one sequence.
  const { rows } = await db.query<{ status: string; paid: boolean | null; simple_change_at: Date | null; approved_at: Date | null }>(
    `SELECT p.status,
            (SELECT t.transaction_status = 'Paid' FROM transactions t
              WHERE t.project_id = p.project_id AND t.transaction_type = 'Invoice'
              ORDER BY t.invoice_no LIMIT 1) AS paid,
            p.simple_change_at,
            (SELECT max(c.approved_at) FROM complex_changes c
              WHERE c.project_id = p.project_id AND c.status = 'Approved') AS approved_at
       FROM projects p WHERE p.project_id = $1`,
    [projectId],
  );
  const row = rows[0];
  if (!row) return null;
  return { status: row.status, initialInvoicePaid: row.paid === true, simpleChangeAt: toDate(row.simple_change_at), approvedChangeAt: toDate(row.approved_at) };
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Whether the project's confirmation can be downloaded now (false for an unknown project). */
export async function confirmationAvailable(db: Queryable, projectId: string, now: Date = new Date()): Promise<boolean> {
  const facts = await readConfirmationFacts(db, projectId);
  return facts !== null && isConfirmationAvailable(facts, now);
}

import { apiFetch } from '../api/http-client.ts';
import type { CurrentRevision } from '../forms/current-form.ts';
import type { PaymentTxn } from '../payments/payment-api.ts';

/** POST /api/project/save { project }: stores the draft; answers its projectId. */
export const saveProject = (project: Record<string, unknown>) =>
  apiFetch<{ projectId: string }>('/api/project/save', { method: 'POST', body: { project } }).then((r) => r.projectId);

/** POST /api/project/submit { id }: answers the project number (and the notification date). */
export const submitProject = (id: string) =>
  apiFetch<{ projectNumber: string; projectId: string; notificationDate?: string }>('/api/project/submit', { method: 'POST', body: { id } });

/**
 * POST /api/project/payandsubmit { id, authKey }: charges the card attached to the key for the
 * saved draft's levy and submits it; a retry never charges twice.
 */
export const payAndSubmit = (id: string, authKey: string) =>
  apiFetch<{ projectNumber: string; projectId: string; notificationDate?: string; txn: PaymentTxn }>('/api/project/payandsubmit', {
    method: 'POST',
    body: { id, authKey },
    // The gateway may take its time: wait longer than it may, so the answer is not lost here.
    timeoutMs: 90_000,
  });

/** What pay-and-submit answers. */
export type PaidSubmission = Awaited<ReturnType<typeof payAndSubmit>>;

/** GET /api/project/{id}: a Draft carries its wizard data in `notification`; a project paid by card its receipt and payment date. */
export const fetchDraft = (id: string) =>
  apiFetch<{
    project: {
      projectId: string;
      projectNumber?: string | null;
      status: string;
      notificationDate?: string | null;
      paymentReference?: string | null;
      paymentDate?: string | null;
      notification?: Record<string, unknown>;
      formVersion?: number;
      /** The form revision the server checks the draft by; the wizard checks it by the same. */
      formRevision?: CurrentRevision;
      notificationNotice?: string;
      reEnter?: { path: string; message: string }[];
    };
  }>(`/api/project/${encodeURIComponent(id)}`).then((r) => r.project);

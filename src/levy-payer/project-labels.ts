/** Display labels of project statuses and payment statuses (spec 2 section 4). */

const STATUS_LABELS: Record<string, string> = {
  WaitingforInformation: 'Waiting for information',
  OnHold: 'On hold',
  UnderInvestigation: 'Under investigation',
  UnderAppeal: 'Under appeal',
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PendingPayment: 'Pending',
  UptoDate: 'Up to date',
  Overdue: 'Overdue',
};

export function projectStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return STATUS_LABELS[status] ?? status;
}

export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

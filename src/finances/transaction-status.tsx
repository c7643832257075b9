import { Badge } from '@chakra-ui/react';
import { codeLabel } from '../../engine/core/display-format.ts';
import { portal } from '../../generated/portal.gen.ts';

const { statusBadges, otherStatusBadge, payableStatuses } = portal.finances;

/** 'Pending payment' for PendingPayment; other statuses as stored (forms/portal.json labels). */
export const transactionStatusLabel = (status: string | null | undefined): string => codeLabel(portal.labels.invoiceStatus, status);

/** Whether an invoice in this status can be paid (spec 3 section 4.1). */
export const isPayableStatus = (status: string): boolean => payableStatuses.includes(status);

/** A transaction status in the spec's colour: Overdue red, Paid lime, Pending payment amber, Applied fuchsia, others grey. */
export function TransactionStatusBadge({ status }: { status: string }) {
  const badge = statusBadges[status] ?? otherStatusBadge;
  return (
    <Badge bg={badge.background} color={badge.text} data-colour={badge.colour} variant="plain">
      {transactionStatusLabel(status)}
    </Badge>
  );
}

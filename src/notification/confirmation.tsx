import { useSyncExternalStore } from 'react';
import { Alert, Box, Button, chakra, Heading, Stack } from '@chakra-ui/react';
import { formatDate } from '../../engine/core/index.ts';
import { formatPaymentDateTime } from '../../engine/core/payment-date.ts';
import { FileList, useTakeFocus, type FileStore } from '../../engine/react/index.ts';
import type { Submission } from './session-draft.ts';

function StoreFiles({ store }: { store: FileStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return entries.length ? <FileList entries={entries} /> : null;
}

/**
 * The confirmation inside the payment step (spec 3 s2.6): Project ID, submission date and, for a
 * levy paid by card, the payment confirmation (receipt number) and payment date; each file's
 * upload result; Close. Shown in place of the step just submitted (`justSubmitted`), its heading
 * takes the focus that step's Submit had; shown again on a page load, it leaves focus to the page.
 */
export function Confirmation({ submission, messages, stores, onClose, justSubmitted }: { submission: Submission; messages: Record<string, string>; stores: FileStore[]; onClose: () => void; justSubmitted: boolean }) {
  const heading = useTakeFocus<HTMLHeadingElement>(justSubmitted);
  return (
    <Stack gap="5">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          <Heading as="h2" size="lg" tabIndex={-1} ref={heading}>
            {messages.confirmationHeading}
          </Heading>
        </Alert.Title>
      </Alert.Root>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2">
        <chakra.dt fontWeight="semibold">{messages.confirmationProjectId}</chakra.dt>
        <chakra.dd m="0" data-testid="confirmation-project-id">
          {submission.projectNumber}
        </chakra.dd>
        <chakra.dt fontWeight="semibold">{messages.confirmationDate}</chakra.dt>
        <chakra.dd m="0">{formatDate(submission.submittedOn)}</chakra.dd>
        {submission.paymentReference && (
          <>
            <chakra.dt fontWeight="semibold">{messages.confirmationPayment}</chakra.dt>
            <chakra.dd m="0" data-testid="confirmation-payment-reference">
              {submission.paymentReference}
            </chakra.dd>
            <chakra.dt fontWeight="semibold">{messages.confirmationPaymentDate}</chakra.dt>
            <chakra.dd m="0">{formatPaymentDateTime(submission.paymentDate)}</chakra.dd>
          </>
        )}
      </chakra.dl>
      <Box>
        {stores.map((store, index) => (
          <StoreFiles key={index} store={store} />
        ))}
      </Box>
      <Box>
        <Button colorPalette="blue" onClick={onClose}>
          {messages.close}
        </Button>
      </Box>
    </Stack>
  );
}

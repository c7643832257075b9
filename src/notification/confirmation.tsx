import { useState, useSyncExternalStore } from 'react';
import { Alert, Box, Button, chakra, Heading, HStack, Stack } from '@chakra-ui/react';
import { formatDate } from '../../engine/core/index.ts';
import { formatPaymentDateTime } from '../../engine/core/payment-date.ts';
import { FileList, useTakeFocus, type FileStore } from '../../engine/react/index.ts';
import type { Submission } from './session-draft.ts';

function StoreFiles({ store }: { store: FileStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return entries.length ? <FileList entries={entries} /> : null;
}

/** Whether any file of the stores failed to upload, kept up to date as uploads run. */
function useAnyUploadFailed(stores: FileStore[]): boolean {
  return useSyncExternalStore(
    (changed) => {
      const unsubscribes = stores.map((store) => store.subscribe(changed));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    () => stores.some((store) => store.getSnapshot().some((entry) => entry.status === 'failed')),
  );
}

/**
 * The confirmation inside the payment step (spec 3 s2.6): Project ID, submission date and, for a
 * levy paid by card, the payment confirmation (receipt number) and payment date; each file's
 * upload result, with a retry while any failed; Close. Shown in place of the step just submitted (`justSubmitted`), its heading
 * takes the focus that step's Submit had; shown again on a page load, it leaves focus to the page.
 */
export function Confirmation({
  submission,
  messages,
  stores,
  onClose,
  onRetryUploads,
  justSubmitted,
}: {
  submission: Submission;
  messages: Record<string, string>;
  stores: FileStore[];
  onClose: () => void;
  onRetryUploads: () => Promise<void>;
  justSubmitted: boolean;
}) {
  const heading = useTakeFocus<HTMLHeadingElement>(justSubmitted);
  const uploadFailed = useAnyUploadFailed(stores);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetryUploads().finally(() => setRetrying(false));
  };
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
      <HStack gap="4">
        {(uploadFailed || retrying) && (
          <Button colorPalette="blue" onClick={retry} loading={retrying}>
            Retry failed uploads
          </Button>
        )}
        <Button colorPalette="blue" variant={uploadFailed ? 'outline' : 'solid'} onClick={onClose}>
          {messages.close}
        </Button>
      </HStack>
    </Stack>
  );
}

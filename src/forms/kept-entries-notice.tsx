import { Alert, Button } from '@chakra-ui/react';
import { portal } from '../../generated/portal.gen.ts';

/** Says the form shows what the user entered earlier in the tab (kept across a reload), with a button that clears it. */
export function KeptEntriesNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert.Root status="info" role="status" mb="4" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="12rem">
        {portal.messages.keptEntries}
      </Alert.Title>
      <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
        {portal.messages.discardKeptEntries}
      </Button>
    </Alert.Root>
  );
}

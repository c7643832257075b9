import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The in-page loading line (lazy pages, guards, the home decision): a polite status. */
export function PageLoading({ text = 'Loading page...' }: { text?: string }) {
  return (
    <HStack role="status" gap="3" py="6">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}

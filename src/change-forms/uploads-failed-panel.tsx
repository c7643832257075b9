import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useTakeFocus } from '../../engine/react/index.ts';

/**
 * Shown in place of Submit once a change was sent but some of its files were not uploaded: says
 * so (taking focus, since the Submit that had it is gone) and offers to retry them or go on.
 */
export function UploadsFailedPanel({ onRetry, onContinue }: { onRetry: () => void; onContinue: () => void }) {
  const heading = useTakeFocus<HTMLHeadingElement>();
  return (
    <Box as="section" aria-labelledby="uploads-failed-heading" borderWidth="4px" borderColor="red.600" p="4" mt="6">
      <Heading as="h2" size="md" id="uploads-failed-heading" ref={heading} mb="2" _focus={{ outline: '3px solid', outlineColor: 'yellow.400' }}>
        Your request was sent, but some files were not uploaded
      </Heading>
      <Text mb="4">Retry the files that failed, or continue without them.</Text>
      <HStack gap="4">
        <Button colorPalette="blue" onClick={onRetry}>
          Retry failed uploads
        </Button>
        <Button variant="outline" onClick={onContinue}>
          Continue without them
        </Button>
      </HStack>
    </Box>
  );
}

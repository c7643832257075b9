import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useTakeFocus } from '../../engine/react/index.ts';

export interface UploadsFailedPanelProps {
  /** How many more documents the form requires uploaded (0: the failed ones may be left out). */
  documentsStillRequired: number;
  onRetry: () => void;
  onContinue: () => void;
}

/**
 * Shown in place of Submit once a change was sent but some of its files were not uploaded: says
 * so (taking focus, since the Submit that had it is gone) and offers to retry them, or to go on
 * without them only when the form does not require them, so a change is never left without the
 * documents it requires.
 */
export function UploadsFailedPanel({ documentsStillRequired, onRetry, onContinue }: UploadsFailedPanelProps) {
  const heading = useTakeFocus<HTMLHeadingElement>();
  const required = documentsStillRequired > 0;
  return (
    <Box as="section" aria-labelledby="uploads-failed-heading" borderWidth="4px" borderColor="red.600" p="4" mt="6">
      <Heading as="h2" size="md" id="uploads-failed-heading" ref={heading} mb="2" _focus={{ outline: '3px solid', outlineColor: 'yellow.400' }}>
        Your request was sent, but some files were not uploaded
      </Heading>
      <Text mb="4" id="uploads-failed-advice">
        {required
          ? `Your request has been saved, but it needs ${documentsStillRequired === 1 ? 'a supporting document' : `${documentsStillRequired} more supporting documents`} uploaded with it. Please retry the upload.`
          : 'Retry the files that failed, or continue without them.'}
      </Text>
      <HStack gap="4">
        <Button colorPalette="blue" onClick={onRetry} aria-describedby={required ? 'uploads-failed-advice' : undefined}>
          Retry failed uploads
        </Button>
        {!required && (
          <Button variant="outline" onClick={onContinue}>
            Continue without them
          </Button>
        )}
      </HStack>
    </Box>
  );
}

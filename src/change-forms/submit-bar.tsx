import { Button, HStack, Text } from '@chakra-ui/react';

/**
 * Submit, enabled only when the form can go; beside it, what is still missing (and the button
 * points to that text, so screen reader users hear why it is disabled).
 */
export function SubmitBar({ missing, busy }: { missing: string[]; busy: boolean }) {
  const blocked = missing.length > 0;
  return (
    <HStack gap="4" mt="6" align="center" wrap="wrap">
      <Button type="submit" colorPalette="blue" disabled={blocked || busy} aria-describedby={blocked ? 'submit-missing' : undefined}>
        Submit
      </Button>
      {blocked && (
        <Text id="submit-missing" color="fg.muted" fontSize="sm">
          To submit, complete: {missing.join('; ')}.
        </Text>
      )}
    </HStack>
  );
}

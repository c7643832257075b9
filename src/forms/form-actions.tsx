import { Button, HStack, Text } from '@chakra-ui/react';

export interface FormActionsProps {
  label: string;
  busy?: boolean;
  /** Why the button is disabled, said beside it (and tied to it), when it is. */
  blockedReason?: string;
  onCancel?: () => void;
  id?: string;
}

/** The submit button of a catalog form page, with Cancel and the reason it is disabled. */
export function FormActions({ label, busy, blockedReason, onCancel, id = 'form-blocked' }: FormActionsProps) {
  return (
    <HStack gap="4" mt="6" align="center" wrap="wrap">
      <Button type="submit" colorPalette="blue" disabled={!!blockedReason || busy} aria-describedby={blockedReason ? id : undefined}>
        {label}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      {blockedReason && (
        <Text id={id} color="fg.muted" fontSize="sm">
          {blockedReason}
        </Text>
      )}
    </HStack>
  );
}

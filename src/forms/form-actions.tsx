import type { MouseEvent } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useHeldWhilePressed } from '../../engine/react/index.ts';

export interface FormActionsProps {
  label: string;
  busy?: boolean;
  /** Why the button cannot be used yet, said beside it (and tied to it), when it cannot. */
  blockedReason?: string;
  onCancel?: () => void;
  id?: string;
  /** Pressed while blocked: the host shows what is missing (every error, and the summary, which takes focus). */
  onBlockedPress?: () => void;
}

/**
 * The submit button of a catalog form page, with Cancel and the reason it cannot be used yet.
 * While blocked it looks disabled (`aria-disabled`) yet stays in the Tab order, as the wizard's
 * Next does: the form turns valid on the blur of its last field, and a natively disabled button
 * would be skipped by the very Tab that left that field. Pressed while blocked (or reached by
 * Enter in a field, which clicks it) it sends nothing: the reason beside it, which it is described
 * by, says what is missing, and the host's `onBlockedPress` shows the errors, as the wizard's Next does.
 */
export function FormActions({ label, busy, blockedReason, onCancel, id = 'form-blocked', onBlockedPress }: FormActionsProps) {
  const blocked = !!blockedReason;
  const stay = (event: MouseEvent) => {
    event.preventDefault();
    onBlockedPress?.();
  };
  // Leaving the field just typed in (by pressing Submit) may shorten the reason: shown after the release, so Submit stays put.
  const shownReason = useHeldWhilePressed(blockedReason);
  return (
    <HStack gap="4" mt="6" align="center" wrap="wrap">
      <Button
        type="submit"
        colorPalette="blue"
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-describedby={shownReason ? id : undefined}
        // Chakra's disabled look (no hover colour either), which it gives aria-disabled too.
        data-disabled={blocked || undefined}
        onClick={blocked ? stay : undefined}
      >
        {label}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      {shownReason && (
        <Text id={id} color="fg.muted" fontSize="sm">
          {shownReason}
        </Text>
      )}
    </HStack>
  );
}

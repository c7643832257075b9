import { memo } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';

export interface WizardActionsProps {
  onBack?: () => void;
  /** Default 'Back'. */
  backLabel?: string;
  /** Save & Exit; omitted when the form cannot be saved. */
  onSaveExit?: () => void;
  saving?: boolean;
  /** Default 'Save & Exit'. */
  saveExitLabel?: string;
  primaryLabel: string;
  onPrimary: () => void;
  /**
   * The primary action cannot go ahead yet: it looks disabled (`aria-disabled`) yet stays
   * focusable, so a click can show the error summary; `blockedNote` says why beside it.
   */
  blocked?: boolean;
  blockedNote?: string;
  /** Everything disabled (e.g. a call runs). */
  busy?: boolean;
}

/** The buttons under a step: Back, Save & Exit ('Saving...' while busy) and the primary action. */
export const WizardActions = memo(function WizardActions({ onBack, backLabel = 'Back', onSaveExit, saveExitLabel = 'Save & Exit', saving, primaryLabel, onPrimary, blocked, blockedNote, busy }: WizardActionsProps) {
  return (
    <HStack gap="4" mt="6" flexWrap="wrap" alignItems="center">
      {onBack && (
        <Button type="button" variant="outline" disabled={busy} onClick={onBack}>
          {backLabel}
        </Button>
      )}
      {onSaveExit && (
        <Button type="button" variant="outline" disabled={busy} onClick={onSaveExit}>
          {saving ? 'Saving...' : saveExitLabel}
        </Button>
      )}
      <Button
        type="button"
        colorPalette="blue"
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked && blockedNote ? 'wizard-blocked-note' : undefined}
        opacity={blocked ? 0.5 : undefined}
        onClick={onPrimary}
      >
        {primaryLabel}
      </Button>
      {blocked && blockedNote && (
        <Text id="wizard-blocked-note" fontSize="sm" color="fg.muted">
          {blockedNote}
        </Text>
      )}
    </HStack>
  );
});

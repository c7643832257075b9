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
  /** What is still missing, said after `blockedNote` ('To submit, complete: …'). */
  blockedDetail?: string;
  /** Everything disabled (e.g. a call runs). */
  busy?: boolean;
}

/** The buttons under a step: Back, Save & Exit ('Saving...' while busy) and the primary action. */
export const WizardActions = memo(function WizardActions({ onBack, backLabel = 'Back', onSaveExit, saveExitLabel = 'Save & Exit', saving, primaryLabel, onPrimary, blocked, blockedNote, blockedDetail, busy }: WizardActionsProps) {
  const describedBy = blocked ? [blockedNote && 'wizard-blocked-note', blockedDetail && 'wizard-blocked-detail'].filter(Boolean).join(' ') : '';
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
        aria-describedby={describedBy || undefined}
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
      {blocked && blockedDetail && (
        <Text id="wizard-blocked-detail" fontSize="sm" color="fg.muted">
          {blockedDetail}
        </Text>
      )}
    </HStack>
  );
});

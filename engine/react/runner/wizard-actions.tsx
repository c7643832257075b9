import { memo } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useHeldWhilePressed } from '../components/after-pointer-release.ts';

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
  // The notes change as the field just typed in is left; pressing a button leaves it, and the
  // notes beside the buttons must not move them before the release.
  const note = useHeldWhilePressed(blocked ? blockedNote : undefined);
  const detail = useHeldWhilePressed(blocked ? blockedDetail : undefined);
  const describedBy = blocked ? [note && 'wizard-blocked-note', detail && 'wizard-blocked-detail'].filter(Boolean).join(' ') : '';
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
      {note && (
        <Text id="wizard-blocked-note" fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      {detail && (
        <Text id="wizard-blocked-detail" fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
    </HStack>
  );
});

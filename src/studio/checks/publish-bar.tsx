import { Button, HStack, Text } from '@chakra-ui/react';
import type { DraftChecks } from '../studio-api.ts';

/**
 * Why the draft cannot be published now, or undefined when it can. `unparsed` names the files whose
 * text in the editor is not valid JSON: the draft (what Publish sends live) is their last valid text.
 */
export function publishBlocker(checks: DraftChecks | undefined, stale: boolean, unparsed: readonly string[] = []): string | undefined {
  if (unparsed.length) return `${unparsed.join(', ')} ${unparsed.length === 1 ? 'is' : 'are'} not valid JSON: the draft and its checks are of the last valid text. Correct it to publish.`;
  if (!checks) return 'Edit the draft first: nothing has been checked yet.';
  if (stale) return 'The latest edit is being checked.';
  if (checks.lint.length) return `Lint must be clean: ${checks.lint.length} problem${checks.lint.length === 1 ? '' : 's'}.`;
  if (checks.fixtures.failed) return `Every fixture must pass: ${checks.fixtures.failed} failed.`;
  if (checks.breaking.length) return `A breaking change cannot be published live (${checks.breaking.map((change) => change.rule).join(', ')}): export the form for a developer release.`;
  if (checks.types?.length) return 'The draft’s generated TypeScript types no longer accept the live version’s data: export the form for a developer release.';
  return undefined;
}

/** A developer release is needed: the change breaks the live version or changes its types. */
export const needsRelease = (checks: DraftChecks | undefined): boolean => !!checks?.breaking.length || !!checks?.types?.length;

export interface PublishBarProps {
  checks: DraftChecks | undefined;
  stale: boolean;
  /** Files whose editor text is not valid JSON. */
  unparsed?: readonly string[];
  canPublish: boolean;
  publishing: boolean;
  onPublish: () => void;
  onExport: () => void;
}

/** Publish, refused (disabled, the reason beside it) unless lint is clean, every fixture passes and nothing breaks or changes types; those offer Export instead. */
export function PublishBar({ checks, stale, unparsed, canPublish, publishing, onPublish, onExport }: PublishBarProps) {
  const blocker = canPublish ? publishBlocker(checks, stale, unparsed) : 'Only an analyst can publish.';
  const release = needsRelease(checks);
  return (
    <HStack gap="3" wrap="wrap">
      <Button colorPalette="blue" disabled={!!blocker || publishing} aria-describedby={blocker ? 'publish-blocker' : undefined} loading={publishing} onClick={onPublish}>
        Publish
      </Button>
      {release && (
        <Button variant="outline" onClick={onExport}>
          Export for a developer release
        </Button>
      )}
      {blocker && (
        <Text id="publish-blocker" data-testid="publish-blocker">
          {blocker}
        </Text>
      )}
    </HStack>
  );
}

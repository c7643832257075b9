import { memo } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { SectionHelp as SectionHelpEntry } from '../../core/types.ts';

/** A help body's paragraphs: plain text, separated by blank lines. */
export function helpParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * One information dialog: a link-style button with the entry's label opens a modal dialog named
 * by its title, with the body's paragraphs and a Close button. Focus moves into the dialog and
 * goes back to the button on closing (Close, Escape or a click outside).
 */
function HelpDialog({ entry }: { entry: SectionHelpEntry }) {
  return (
    <Dialog.Root placement="center" size="md" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button type="button" variant="plain" colorPalette="blue" color="colorPalette.fg" textDecoration="underline" fontWeight="normal" px="0" h="auto" minH="auto" textAlign="start" whiteSpace="normal">
          {entry.label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{entry.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {helpParagraphs(entry.body).map((paragraph, i) => (
                  <Text key={i}>{paragraph}</Text>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button type="button" variant="outline">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A section's form.json `help`: its information dialogs' buttons, one under the other. */
export const SectionHelp = memo(function SectionHelp({ help }: { help?: readonly SectionHelpEntry[] }) {
  if (!help?.length) return null;
  return (
    <Stack gap="1" mb="3" align="start">
      {help.map((entry) => (
        <HelpDialog key={entry.label} entry={entry} />
      ))}
    </Stack>
  );
});

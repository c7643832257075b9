import { useRef } from 'react';
import { Dialog, Portal, Spinner, VStack } from '@chakra-ui/react';

/**
 * The full-screen overlay shown while a submission runs: a modal dialog labelled by its message,
 * holding focus inside (it cannot be dismissed; it closes when `open` turns false).
 */
export function LoadingOverlay({ open, message }: { open: boolean; message: string }) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      modal
      trapFocus
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      initialFocusEl={() => content.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner>
          <Dialog.Content ref={content} tabIndex={-1} aria-busy="true" bg="transparent" shadow="none" color="white">
            <VStack gap="4" py="8">
              <Spinner size="xl" borderWidth="4px" aria-hidden="true" />
              <Dialog.Title fontSize="lg" fontWeight="semibold" textAlign="center">
                {message}
              </Dialog.Title>
            </VStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

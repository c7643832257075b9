import { useLayoutEffect, useRef } from 'react';
import { Dialog, Portal, Spinner, VStack } from '@chakra-ui/react';

/**
 * The full-screen overlay shown while a submission runs: a modal dialog labelled by its message,
 * holding focus inside (it cannot be dismissed; it closes when `open` turns false).
 */
export function LoadingOverlay({ open, message }: { open: boolean; message: string }) {
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      modal
      trapFocus
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      initialFocusEl={() => content.current}
      finalFocusEl={() => (keepsFocus(opener.current) ? null : firstControlOfMain())}
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

/** Whether focus can go back to the element focused as the overlay opened. */
function keepsFocus(el: Element | null): boolean {
  return !!el && el !== document.body && el.isConnected;
}

const CONTROLS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where focus goes when what opened the overlay went with the view it replaced (a Pay button
 * replaced by the card form): the first form control of the page's main content, or that content
 * itself, never the document body.
 */
function firstControlOfMain(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  return main?.querySelector<HTMLElement>(CONTROLS) ?? (main?.hasAttribute('tabindex') ? main : null);
}

import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Box, Spinner, Text, VStack } from '@chakra-ui/react';

/**
 * The full-screen overlay shown while a submission runs: a modal dialog labelled by its message,
 * holding focus (it cannot be dismissed; it goes when `open` turns false).
 *
 * The rest of the page is made `inert` while it shows, which keeps focus, the pointer and assistive
 * technologies out of it natively. A dialog component's focus trap, scroll lock and hiding of the
 * page's other nodes did the same in script, and opening it was one of a phone's longest tasks
 * where a page opens with it (the registration that starts onboarding).
 */
export function LoadingOverlay({ open, message }: { open: boolean; message: string }) {
  const overlay = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const shown = overlay.current;
    if (!open || !shown) return;
    const opener = document.activeElement;
    // What is on the page now but the toasts' live region, which goes on announcing (a save's
    // 'Updating...'); what appears meanwhile stays reachable too.
    const silenced = [...document.body.children].filter((el) => el !== shown && !el.hasAttribute('inert') && !isLiveRegion(el));
    for (const el of silenced) el.setAttribute('inert', '');
    shown.focus();
    return () => {
      for (const el of silenced) el.removeAttribute('inert');
      const back = keepsFocus(opener) ? opener : firstControlOfMain();
      if (back instanceof HTMLElement) back.focus();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <Box
      ref={overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy="true"
      tabIndex={-1}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.700"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      outline="none"
    >
      <VStack gap="4" py="8" px="4">
        <Spinner size="xl" borderWidth="4px" aria-hidden="true" />
        <Text as="h2" id={titleId} fontSize="lg" fontWeight="semibold" textAlign="center">
          {message}
        </Text>
      </VStack>
    </Box>,
    document.body,
  );
}

/** A live region kept in the body (the toasts' region), or the portal holding one. */
function isLiveRegion(el: Element): boolean {
  return el.matches('[aria-live]') || el.querySelector(':scope > [aria-live]') !== null;
}

/** Whether focus can go back to the element focused as the overlay opened. */
function keepsFocus(el: Element | null): boolean {
  return !!el && el !== document.body && el.isConnected;
}

/**
 * Marks what should have focus once the overlay has gone, when what opened it went too (e.g. a
 * notice saying why the call failed): spread on that element. Focus put first into a field, to be
 * taken by the notice at once, would leave the field, and leaving it shows its errors.
 */
export const FOCUS_AFTER_OVERLAY = { 'data-focus-after-overlay': '' } as const;

const CONTROLS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where focus goes when what opened the overlay went with the view it replaced (a Pay button
 * replaced by the card form): what the page marked to take it (`FOCUS_AFTER_OVERLAY`), else the
 * first form control of the page's main content, or that content itself, never the document body.
 */
function firstControlOfMain(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  const marked = main?.querySelector<HTMLElement>('[data-focus-after-overlay]');
  if (marked && !marked.hasAttribute('tabindex')) marked.setAttribute('tabindex', '-1');
  return marked ?? main?.querySelector<HTMLElement>(CONTROLS) ?? (main?.hasAttribute('tabindex') ? main : null);
}

import { useEffect, useRef } from 'react';

const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/**
 * Whether the element is in the page's layout: neither it nor a parent is `hidden` or
 * `display: none` (a Chakra dialog kept mounted while closed is `hidden`; one kept in a hidden
 * React `Activity`, `display: none`). A closing dialog still animating out is shown.
 */
function isShown(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || (node instanceof HTMLElement && node.style.display === 'none')) return false;
  }
  return true;
}

/** Whether a modal dialog other than the element's own (the loading overlay) holds focus: it would take it back, and hand it to its opener as it closes. A dialog kept in the page while closed holds nothing. */
const modalElsewhere = (el: HTMLElement) => [...document.querySelectorAll(MODAL)].some((modal) => !modal.contains(el) && isShown(modal));

/**
 * Moves focus to the element given the returned ref when it appears, and again each time `key`
 * changes (not while `key` is `false`), so content that replaces what had focus (a receipt, a
 * failure notice, an error summary) is announced and the keyboard user keeps their place instead
 * of starting again from the page's top. While a modal dialog around something else is open (the
 * loading overlay) it waits for that dialog to go: removed, or hidden when it is kept in the page.
 */
export function useTakeFocus<T extends HTMLElement>(key: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key === false) return;
    const focus = () => {
      const el = ref.current;
      if (!el) return;
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus();
    };
    if (!ref.current) return;
    if (!modalElsewhere(ref.current)) {
      focus();
      return;
    }
    const observer = new MutationObserver(() => {
      if (ref.current && modalElsewhere(ref.current)) return;
      observer.disconnect();
      focus();
    });
    // A dialog kept in the page lets go by being hidden (an attribute or its style), not by leaving it.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role', 'hidden', 'style'] });
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

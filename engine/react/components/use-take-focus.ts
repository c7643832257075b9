import { useEffect, useRef } from 'react';

const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/** Whether a modal dialog other than the element's own (the loading overlay) holds focus: it would take it back, and hand it to its opener as it closes. */
const modalElsewhere = (el: HTMLElement) => [...document.querySelectorAll(MODAL)].some((modal) => !modal.contains(el));

/**
 * Moves focus to the element given the returned ref when it appears, and again each time `key`
 * changes (not while `key` is `false`), so content that replaces what had focus (a receipt, a
 * failure notice, an error summary) is announced and the keyboard user keeps their place instead
 * of starting again from the page's top. While a modal dialog around something else is open (the
 * loading overlay) it waits for that dialog to go.
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
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role'] });
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

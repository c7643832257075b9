import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { TITLE_PART } from '../../engine/react/index.ts';

/** The portal's name (spec 1 section 1): the title of every page, after the page's own heading. */
export const SITE_TITLE = 'Building and construction levy portal';

/** `Heading - Building and construction levy portal`, or the portal's name alone. */
export function pageTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} - ${SITE_TITLE}` : SITE_TITLE;
}

/** Navigation state asking for the heading to take focus even on the path already shown (a menu item for the page on screen). */
export const FOCUS_PAGE_STATE = { focusPage: true } as const;

/** Whether the page itself has put focus somewhere in `main` (a wizard's step title, an error summary). */
function pageHoldsFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active !== main && main.contains(active);
}

/** Whether focus has since been put on another control: a user tabbing to the header while the page loads. */
function focusMovedSince(before: Element | null, main: HTMLElement): boolean {
  const active = document.activeElement;
  return !!active && active !== before && active !== document.body && active !== main;
}

/** Whether the user is working in an open menu, listbox or dialog, which a late heading must not close. */
function userInPopup(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return !!active.closest('[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]') || active.getAttribute('aria-expanded') === 'true';
}

/**
 * Keeps the document title on the page's h1 (after the current part's heading, `TITLE_PART`) and, after moving to another path, focuses that h1
 * (once the lazy page has rendered it) unless the page already placed focus inside `main`, or the
 * user has since opened a menu, listbox or dialog or moved focus to another control. When the move was chosen in one (an account
 * menu item), the focus waits until that popup has closed and let go of it, whichever comes last,
 * the heading or the closing. Query-only changes (a table's paging and search) move nothing; a
 * visit to the same path moves it only when asked (`FOCUS_PAGE_STATE`).
 */
export function usePageHeadingFocus(mainId: string): void {
  const { pathname, key, state } = useLocation();
  // A visit to the same path asked for with FOCUS_PAGE_STATE moves focus as a new path does; the
  // last one asked for stays the effect's key, so a later visit without it (a query) moves nothing.
  const askedVisit = useRef('');
  if ((state as { focusPage?: boolean } | null)?.focusPage) askedVisit.current = key;
  const visit = askedVisit.current;
  const firstPath = useRef(true);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    let focusPending = !firstPath.current;
    firstPath.current = false;
    const chosenInPopup = userInPopup();
    const focusedAtMove = document.activeElement;
    const update = () => {
      const heading = main.querySelector('h1');
      // A page in parts (a wizard's step) names the part first: each step has a title of its own.
      const part = main.querySelector(`[${TITLE_PART}]`)?.textContent?.trim();
      const title = pageTitle(part && heading?.textContent ? `${part} - ${heading.textContent}` : heading?.textContent);
      if (document.title !== title) document.title = title;
      if (!heading || !focusPending) return;
      if (chosenInPopup && userInPopup()) return; // tried again when focus leaves the popup
      focusPending = false;
      if (pageHoldsFocus(main) || userInPopup()) return;
      if (!chosenInPopup && focusMovedSince(focusedAtMove, main)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    // Once focus has moved on (the closing popup hands it to its button, or drops it on the body).
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = () => {
      if (focusPending && chosenInPopup) retry = setTimeout(update, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusout', onFocusOut);
      clearTimeout(retry);
    };
  }, [pathname, visit, mainId]);
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the element after (or before) `from` in the page's tab order, as Tab would from
 * there. A menu button's menu uses it: Tab closes the menu and goes on from its button (WAI-ARIA
 * menu button pattern) rather than being swallowed by the menu, which sits at the end of the page.
 */
export function focusNextTabbable(from: HTMLElement, backwards: boolean): void {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[role="menu"]'));
  const index = all.indexOf(from);
  const next = all[backwards ? index - 1 : index + 1] ?? from;
  next.focus();
}

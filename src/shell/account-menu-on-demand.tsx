import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { onDemand } from '../app/on-demand.tsx';
import { AccountButton } from './account-button.tsx';
import type { AccountMenuProps } from './account-menu.tsx';

// The menu's code (its machine, positioning and focus handling, about 28 kB compressed) is not
// needed to show the page: it loads when the user reaches for the button.
const menu = onDemand(() => import('./account-menu.tsx').then((m) => m.AccountMenu), null);

/** Keys that open a menu button (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The account menu's button, at once, with the menu's code loaded when the button is reached for
 * (pointer over it, focus) or pressed. A press made while the code is on its way opens the menu
 * when it arrives; focus on the button stays on it. A load that failed is tried again when the
 * button is next reached for.
 *
 * The press is taken as it starts (pointer down, key down), not at its click: the button is
 * replaced when the code arrives, and a click whose pointer went down on one button and up on its
 * replacement reaches neither.
 */
export function AccountMenuOnDemand(props: Omit<AccountMenuProps, 'initiallyOpen' | 'initiallyHighlighted' | 'focusOnMount'>) {
  const place = useRef<HTMLButtonElement>(null);
  const openWhenReady = useRef(false);
  /** A key that opened it highlights an item, as the loaded menu's own keys do. */
  const highlightWhenReady = useRef<'first' | 'last'>(undefined);
  const [ready, setReady] = useState<{ open: boolean; highlighted?: 'first' | 'last'; focused: boolean } | null>(null);
  const reach = (open: boolean, highlight?: 'first' | 'last') => {
    if (open) {
      openWhenReady.current = true;
      highlightWhenReady.current = highlight;
    }
    menu.load().then(
      () => setReady({ open: openWhenReady.current, highlighted: highlightWhenReady.current, focused: !!place.current && document.activeElement === place.current }),
      () => {
        // Not opened later by a mere hover: the press that asked for it has gone unanswered.
        openWhenReady.current = false;
      },
    );
  };
  const pointerDown = (event: PointerEvent) => {
    if (event.button === 0) reach(true);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    // No click follows (Enter, Space), and the arrows do not scroll the page.
    event.preventDefault();
    reach(true, event.key === 'ArrowUp' ? 'last' : 'first');
  };
  if (ready) return <menu.Component {...props} initiallyOpen={ready.open} initiallyHighlighted={ready.highlighted} focusOnMount={ready.focused} />;
  return (
    <AccountButton
      ref={place}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => reach(false)}
      onFocus={() => reach(false)}
      onPointerDown={pointerDown}
      onKeyDown={keyDown}
      onClick={() => reach(true)}
    />
  );
}

import { useRef, useState } from 'react';
import { onDemand } from '../app/on-demand.tsx';
import { AccountButton } from './account-button.tsx';
import type { AccountMenuProps } from './account-menu.tsx';

// The menu's code (its machine, positioning and focus handling, about 28 kB compressed) is not
// needed to show the page: it loads when the user reaches for the button.
const menu = onDemand(() => import('./account-menu.tsx').then((m) => m.AccountMenu), null);

/**
 * The account menu's button, at once, with the menu's code loaded when the button is reached for
 * (pointer over it, focus) or pressed. A press made while the code is on its way opens the menu
 * when it arrives; focus on the button stays on it. A load that failed is tried again on the next
 * press.
 */
export function AccountMenuOnDemand(props: Omit<AccountMenuProps, 'initiallyOpen' | 'focusOnMount'>) {
  const place = useRef<HTMLButtonElement>(null);
  const openWhenReady = useRef(false);
  const [ready, setReady] = useState<{ open: boolean; focused: boolean } | null>(null);
  const reach = (open: boolean) => {
    if (open) openWhenReady.current = true;
    menu.load().then(
      () => setReady({ open: openWhenReady.current, focused: !!place.current && document.activeElement === place.current }),
      () => undefined,
    );
  };
  if (ready) return <menu.Component {...props} initiallyOpen={ready.open} focusOnMount={ready.focused} />;
  return <AccountButton ref={place} aria-haspopup="menu" aria-expanded={false} onPointerEnter={() => reach(false)} onFocus={() => reach(false)} onClick={() => reach(true)} />;
}

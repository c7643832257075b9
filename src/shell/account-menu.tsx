import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AccountButton } from './account-button.tsx';
import { focusNextTabbable } from './tab-out.ts';
import { FOCUS_PAGE_STATE } from './page-heading-focus.ts';

export interface AccountMenuProps {
  /** Manage profile and Manage company show only for a contact with a contact type. */
  hasContactType: boolean;
  /** Manage company shows only for a contact with an organisation. */
  hasOrganisation: boolean;
  /** Forms Studio shows for an analyst or tester. */
  studio?: boolean;
  onLogout: () => void;
  /** Opens on mount: the button was pressed while the menu's code was loading. */
  initiallyOpen?: boolean;
  /** The item highlighted when it opens on mount: a key opened it (the first item, or the last for the up arrow), as the menu does itself once loaded. */
  initiallyHighlighted?: 'first' | 'last';
  /** Focuses the button on mount: it replaces a button that had focus. */
  focusOnMount?: boolean;
}

/** The account menu (spec 1 section 1): a keyboard-operable menu button. */
export function AccountMenu({ hasContactType, hasOrganisation, studio = false, onLogout, initiallyOpen = false, initiallyHighlighted, focusOnMount = false }: AccountMenuProps) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(initiallyOpen);
  // Before the browser paints: focus never rests on the page between the two buttons.
  useLayoutEffect(() => {
    if (focusOnMount && !initiallyOpen) trigger.current?.focus();
    // Only on mount: the button it replaces had focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Tab closes the menu and goes on from its button, once closing has given the button focus back.
  const tabOut = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !trigger.current) return;
    event.preventDefault();
    event.stopPropagation();
    const from = trigger.current;
    setOpen(false);
    setTimeout(() => focusNextTabbable(from, event.shiftKey), 0);
  };
  const items = [
    ...(hasContactType ? [{ value: '/profile', label: 'Manage profile' }] : []),
    ...(hasContactType && hasOrganisation ? [{ value: '/company', label: 'Manage company' }] : []),
    ...(studio ? [{ value: '/studio', label: 'Forms Studio' }] : []),
    { value: 'logout', label: 'Logout' },
  ];
  const highlighted = initiallyOpen && initiallyHighlighted ? (initiallyHighlighted === 'first' ? items[0] : items.at(-1))?.value : undefined;
  const select = ({ value }: { value: string }) => {
    if (value === 'logout') onLogout();
    // The page on screen chosen again takes focus as another page would (not left on the body).
    else navigate(value, { state: FOCUS_PAGE_STATE });
  };
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} onSelect={select} positioning={{ placement: 'bottom-end' }} defaultHighlightedValue={highlighted}>
      <Menu.Trigger asChild>
        <AccountButton ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* Above the toasts (their region's z-index is the highest there is; the menu comes later in the page), so none covers an item. */}
          <Menu.Content minW="48" zIndex="max" onKeyDownCapture={tabOut}>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

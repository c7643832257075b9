import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AccountButton } from './account-button.tsx';
import { focusNextTabbable } from './tab-out.ts';

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
  /** Focuses the button on mount: it replaces a button that had focus. */
  focusOnMount?: boolean;
}

/** The account menu (spec 1 section 1): a keyboard-operable menu button. */
export function AccountMenu({ hasContactType, hasOrganisation, studio = false, onLogout, initiallyOpen = false, focusOnMount = false }: AccountMenuProps) {
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
  const select = ({ value }: { value: string }) => {
    if (value === 'logout') onLogout();
    else navigate(value);
  };
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} onSelect={select} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <AccountButton ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* Above the toasts (their region's z-index is the highest there is; the menu comes later in the page), so none covers an item. */}
          <Menu.Content minW="48" zIndex="max" onKeyDownCapture={tabOut}>
            {hasContactType && <Menu.Item value="/profile">Manage profile</Menu.Item>}
            {hasContactType && hasOrganisation && <Menu.Item value="/company">Manage company</Menu.Item>}
            {studio && <Menu.Item value="/studio">Forms Studio</Menu.Item>}
            <Menu.Item value="logout">Logout</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

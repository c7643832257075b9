import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

export interface AccountMenuProps {
  /** Manage profile and Manage company show only for a contact with a contact type. */
  hasContactType: boolean;
  /** Manage company shows only for a contact with an organisation. */
  hasOrganisation: boolean;
  /** Forms Studio shows for an analyst or tester. */
  studio?: boolean;
  onLogout: () => void;
}

/** The account menu (spec 1 section 1): a keyboard-operable menu button. */
export function AccountMenu({ hasContactType, hasOrganisation, studio = false, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  const select = ({ value }: { value: string }) => {
    if (value === 'logout') onLogout();
    else navigate(value);
  };
  return (
    <Menu.Root onSelect={select} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'blue.800' }} _expanded={{ bg: 'blue.800' }}>
          My account
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
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

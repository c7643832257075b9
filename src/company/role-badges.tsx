import { Badge, HStack } from '@chakra-ui/react';
import type { PortalRole } from './queries.ts';

/** A user's badges: Active or Inactive, then Admin, Company and User as held. */
export function RoleBadges({ role }: { role: PortalRole }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={role.active ? 'green' : 'gray'}>{role.active ? 'Active' : 'Inactive'}</Badge>
      {role.admin && <Badge colorPalette="purple">Admin</Badge>}
      {role.company && <Badge colorPalette="blue">Company</Badge>}
      {role.user && <Badge colorPalette="teal">User</Badge>}
    </HStack>
  );
}

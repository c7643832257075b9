import { useState } from 'react';
import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { RoleBadges } from './role-badges.tsx';
import { byLastName, type PortalRole } from './queries.ts';
import { UserRolesDialog } from './user-roles-dialog.tsx';

export interface UsersTabProps {
  roles: readonly PortalRole[];
  form: CompiledForm;
  /** The signed-in user's contact id. */
  contactId: string;
  canEdit: boolean;
}

const NativeInput = chakra('input');

/** The organisation's portal users by last name, hide-inactive, badges and (for an admin) Edit. */
export function UsersTab({ roles, form, contactId, canEdit }: UsersTabProps) {
  const [hideInactive, setHideInactive] = useState(false);
  const [editing, setEditing] = useState<PortalRole | null>(null);
  const shown = byLastName(roles).filter((role) => !hideInactive || role.active);
  return (
    <>
      <HStack gap="2" mb="4">
        <NativeInput type="checkbox" id="hide-inactive" checked={hideInactive} onChange={(e) => setHideInactive(e.target.checked)} width="5" height="5" />
        <chakra.label htmlFor="hide-inactive">Hide inactive users</chakra.label>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Users">
        {shown.map((role) => {
          const name = `${role.firstName ?? ''} ${role.lastName ?? ''}`.trim();
          return (
            <Box as="li" key={role.portalRoleId ?? role.contactId} borderWidth="1px" borderRadius="md" p="4">
              <Flex justify="space-between" align="center" wrap="wrap" gap="3">
                <Box>
                  <Text fontWeight="semibold">{name}</Text>
                  {role.emailAddress && <Text color="fg.muted">{role.emailAddress}</Text>}
                  <Box mt="2">
                    <RoleBadges role={role} />
                  </Box>
                </Box>
                {canEdit && (
                  <Button size="sm" variant="outline" onClick={() => setEditing(role)} aria-label={`Edit ${name}`}>
                    Edit
                  </Button>
                )}
              </Flex>
            </Box>
          );
        })}
      </Stack>
      {editing && <UserRolesDialog form={form} role={editing} isSelf={editing.contactId === contactId} onClose={() => setEditing(null)} />}
    </>
  );
}

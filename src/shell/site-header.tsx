import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import { isStudioUser } from '../../engine/core/studio-roles.ts';
import { SITE_TITLE } from './page-heading-focus.ts';
import { AccountButton } from './account-button.tsx';
import { AccountMenuOnDemand } from './account-menu-on-demand.tsx';

// While sign-in settles, the menu's place holds its button, hidden, so nothing moves when it shows.
const MenuPlace = () => <AccountButton visibility="hidden" aria-hidden tabIndex={-1} />;

/** The header: the portal's name (home link), the signed-in user's name and the account menu. */
export function SiteHeader() {
  const { user, signOut, status } = useAuth();
  const studio = isStudioUser(user?.roles ?? []);
  // Analysts and testers have no contact: the API refuses them levy payer data.
  const contact = useUserContact(studio ? undefined : user?.oid);
  const first = contact.data?.firstName ?? user?.givenName ?? '';
  const last = contact.data?.lastName ?? user?.familyName ?? '';
  const name = `${first} ${last}`.trim();
  return (
    // On the dark header a focus ring is white (the page's blue one would not show against it).
    <Box as="header" bg="blue.900" color="white" px={{ base: '4', md: '8' }} py="3" css={{ '& :focus-visible': { outlineColor: 'white' } }}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Link asChild color="white" fontWeight="bold" fontSize="lg">
          <RouterLink to="/">{SITE_TITLE}</RouterLink>
        </Link>
        <HStack gap="4">
          {name && <Text data-testid="user-name">{name}</Text>}
          {/* Logout stays available before onboarding too, so nobody is trapped signed in. */}
          {status === 'signedIn' ? (
            <AccountMenuOnDemand
              hasContactType={!!contact.data?.contactType}
              hasOrganisation={!!contact.data?.organisationId}
              studio={studio}
              onLogout={() => void signOut()}
            />
          ) : (
            <MenuPlace />
          )}
        </HStack>
      </Flex>
    </Box>
  );
}

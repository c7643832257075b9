import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';

/** The header: the portal's name (home link), the signed-in user's name and Logout. */
export function SiteHeader() {
  const { user, signOut } = useAuth();
  const contact = useUserContact(user?.oid);
  const first = contact.data?.firstName ?? user?.givenName ?? '';
  const last = contact.data?.lastName ?? user?.familyName ?? '';
  const name = `${first} ${last}`.trim();
  return (
    <Box as="header" bg="blue.900" color="white" px={{ base: '4', md: '8' }} py="3">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Link asChild color="white" fontWeight="bold" fontSize="lg">
          <RouterLink to="/">Building and construction levy portal</RouterLink>
        </Link>
        <HStack gap="4">
          {name && <Text data-testid="user-name">{name}</Text>}
          <Button size="sm" variant="outline" color="white" _hover={{ bg: 'blue.800' }} onClick={() => void signOut()}>
            Logout
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

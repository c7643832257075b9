import { Navigate } from 'react-router';
import { Text } from '@chakra-ui/react';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import { ApiError } from '../api/api-error.ts';

/**
 * Route '/': sends the user to their area by contact type (spec 1 section 4). Portal roles and
 * onboarding state join this decision when onboarding is built.
 */
export function HomeRedirect() {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  if (contact.isPending) return <Text role="status">Loading...</Text>;
  // No contact yet (404) means a first sign-in: onboarding registers one.
  if (contact.isError && !(contact.error instanceof ApiError && contact.error.status === 404)) throw contact.error;
  switch (contact.data?.contactType) {
    case 'LevyPayer':
      return <Navigate to="/levies-payer-portal" replace />;
    case 'Certifier':
    case 'BuildingCertifier':
      return <Navigate to="/certifier-portal" replace />;
    default:
      return <Navigate to="/onboarding" replace />;
  }
}

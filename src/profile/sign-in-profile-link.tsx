import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { startProfileEdit } from '../auth/index.ts';

/** Names come from the sign-in account: they are changed at the identity provider's profile edit flow. */
export function SignInProfileLink() {
  const [failed, setFailed] = useState(false);
  return (
    <Text mb="4">
      Your name comes from your sign-in account.{' '}
      <Button
        variant="plain"
        color="blue.700"
        textDecoration="underline"
        p="0"
        h="auto"
        verticalAlign="baseline"
        onClick={() => startProfileEdit('/profile').catch(() => setFailed(true))}
      >
        Edit your sign-in profile
      </Button>
      {failed && (
        <Text as="span" role="alert" color="red.700" ml="2">
          The sign-in profile could not be opened. Try again later.
        </Text>
      )}
    </Text>
  );
}

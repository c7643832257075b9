import { Box, Container } from '@chakra-ui/react';
import { MessagePage } from './message-page.tsx';

/** The router's error element: 'Something went wrong!' (it renders outside the shell). */
export function ErrorPage() {
  return (
    <Container as="main" maxW="5xl" py="12">
      <Box>
        <MessagePage title="Something went wrong!" text="Please try again, or contact us if the problem continues." />
      </Box>
    </Container>
  );
}

import { useEffect } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { pageTitle } from '../shell/page-heading-focus.ts';
import { MessagePage } from './message-page.tsx';

const TITLE = 'Something went wrong!';

/** The router's error element: 'Something went wrong!' (it renders outside the shell). */
export function ErrorPage() {
  useEffect(() => {
    document.title = pageTitle(TITLE);
  }, []);
  return (
    <Container as="main" maxW="5xl" py="12">
      <Box>
        <MessagePage title={TITLE} text="Please try again, or contact us if the problem continues." />
      </Box>
    </Container>
  );
}

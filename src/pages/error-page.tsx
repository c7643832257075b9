import { useEffect } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { pageTitle } from '../shell/page-heading-focus.ts';
import { MessagePage } from './message-page.tsx';

const TITLE = 'Something went wrong!';
const TEXT = 'Please try again, or contact us if the problem continues.';

/**
 * The router's error element: 'Something went wrong!'. Inside the shell (`inShell`) for a page's
 * error, with the header, account menu and footer kept; on its own when the shell itself failed.
 */
export function ErrorPage({ inShell = false }: { inShell?: boolean }) {
  useEffect(() => {
    document.title = pageTitle(TITLE);
  }, []);
  if (inShell) return <MessagePage title={TITLE} text={TEXT} />;
  return (
    <Container as="main" maxW="5xl" py="12">
      <Box>
        <MessagePage title={TITLE} text={TEXT} />
      </Box>
    </Container>
  );
}

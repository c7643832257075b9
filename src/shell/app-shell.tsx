import { chakra, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { usePageHeadingFocus } from './page-heading-focus.ts';
import { usePageWidth } from './page-width.ts';

/**
 * The signed-in layout: skip link, header, the page (wide for table pages), footer; the title and
 * focus follow the page's h1. The page area is at least a screen tall, so the footer starts below
 * the fold and pages that load their content after the shell do not push it down (layout shift).
 */
export function AppShell() {
  usePageHeadingFocus('main');
  const maxW = usePageWidth();
  return (
    <Flex direction="column" minH="100vh">
      <chakra.a href="#main" position="absolute" left="-9999px" _focus={{ left: '4', top: '4', bg: 'white', p: '2', zIndex: 'skipLink' }}>
        Skip to main content
      </chakra.a>
      <SiteHeader />
      <Container as="main" id="main" tabIndex={-1} maxW={maxW} flex="1" minH="100vh" py="8" outline="none">
        <Outlet />
      </Container>
      <SiteFooter />
    </Flex>
  );
}

import { Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CONTACT_URL } from '../shell/site-links.ts';

/** A plain page with a heading, a line of text and the home and contact links. */
export function MessagePage({ title, text }: { title: string; text?: string }) {
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      {text && <Text mb="4">{text}</Text>}
      <HStack gap="6">
        <Link asChild variant="underline" colorPalette="blue">
          <RouterLink to="/">Go to home page</RouterLink>
        </Link>
        <Link variant="underline" colorPalette="blue" href={CONTACT_URL} target="_blank" rel="noopener noreferrer">
          Contact us
        </Link>
      </HStack>
    </>
  );
}

export function NotFoundPage() {
  return <MessagePage title="Page not found" text="The page you are looking for does not exist or has moved." />;
}

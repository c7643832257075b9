import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { portal } from '../../generated/portal.gen.ts';
import { footerLinks } from './site-links.ts';

/** The authority's support number: the one the intro page, documents and footer all show. */
const SUPPORT_PHONE = portal.finances.authority.phone;

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="12" px={{ base: '4', md: '8' }} py="6" bg="gray.50">
      <HStack as="ul" listStyleType="none" gap="6" wrap="wrap" mb="3">
        {footerLinks.map((l) => (
          <li key={l.label}>
            <Link variant="underline" colorPalette="blue" href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label}
            </Link>
          </li>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Support:{' '}
        <Link variant="underline" colorPalette="blue" href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</Link>
      </Text>
    </Box>
  );
}

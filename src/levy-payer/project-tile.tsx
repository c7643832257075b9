import { Box, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A tile on the project page: a link, or plain text when the action is not available. */
export function ProjectTile({ to, title, disabled }: { to: string; title: string; disabled?: boolean }) {
  const box = { borderWidth: '1px', borderRadius: 'md', p: '5', minH: '24' } as const;
  if (disabled) {
    return (
      <Box as="li" {...box} color="fg.muted" bg="gray.50">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm">Not available for this project.</Text>
      </Box>
    );
  }
  return (
    <LinkBox as="li" {...box} _hover={{ bg: 'blue.50' }}>
      <LinkOverlay asChild fontWeight="semibold" color="blue.700">
        <RouterLink to={to}>{title}</RouterLink>
      </LinkOverlay>
    </LinkBox>
  );
}

import { useId } from 'react';
import { Box, chakra, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { routeExists } from '../app/known-routes.ts';

export const NOT_AVAILABLE_NOTE = 'Not available yet.';

interface ActionTileProps {
  /** The page the tile opens; or instead `onAction`, run when the tile is pressed (e.g. a download). */
  to?: string;
  onAction?: () => void;
  title: string;
  description?: string;
  /** Why the action cannot be taken here (e.g. a read-only project); shows the tile disabled. */
  unavailable?: string;
}

/**
 * A tile (a list item): a link when the action is available and the portal has a page at `to`,
 * or a button running `onAction`; otherwise a disabled button (aria-disabled) with a short note
 * saying why, never a link to a page that does not exist.
 */
export function ActionTile({ to, onAction, title, description, unavailable }: ActionTileProps) {
  const tileId = useId();
  const box = { borderWidth: '1px', borderRadius: 'md', p: '5', minH: '24' } as const;
  const note = unavailable ?? (onAction || (to && routeExists(to)) ? undefined : NOT_AVAILABLE_NOTE);
  if (note) {
    // A control that is there but off, as the wizard's Next is: still reached by Tab and read out
    // as unavailable, with the note saying why as its description.
    const noteId = `${tileId}-note`;
    return (
      <Box as="li" {...box} color="fg.muted" bg="gray.50">
        <chakra.button type="button" aria-disabled="true" aria-describedby={noteId} fontWeight="semibold" textAlign="start" cursor="not-allowed">
          {title}
        </chakra.button>
        <Text id={noteId} fontSize="sm">
          {note}
        </Text>
      </Box>
    );
  }
  return (
    <LinkBox as="li" {...box} _hover={{ bg: 'blue.50' }}>
      <LinkOverlay asChild fontWeight="semibold" color="blue.700">
        {onAction ? (
          <chakra.button type="button" textAlign="start" cursor="pointer" onClick={onAction}>
            {title}
          </chakra.button>
        ) : (
          <RouterLink to={to!}>{title}</RouterLink>
        )}
      </LinkOverlay>
      {description && (
        <Text fontSize="sm" mt="1">
          {description}
        </Text>
      )}
    </LinkBox>
  );
}

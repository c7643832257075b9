import { Box } from '@chakra-ui/react';
import { changedHunks, lineDiff } from './line-diff.ts';

const COLOURS = { added: 'green.50', removed: 'red.50', same: undefined } as const;
const MARKS = { added: '+ ', removed: '- ', same: '  ' } as const;

/** The changed lines of two texts with their context, marked + and -; '...' where lines are left out. */
export function LineDiffView({ before, after }: { before: string; after: string }) {
  return (
    <Box as="pre" fontSize="xs" overflowX="auto" borderWidth="1px" borderRadius="sm">
      {changedHunks(lineDiff(before, after)).map((line, index) =>
        line ? (
          <Box as="span" display="block" key={index} bg={COLOURS[line.kind]}>
            {MARKS[line.kind]}
            {line.text}
          </Box>
        ) : (
          <Box as="span" display="block" key={index} color="fg.muted">
            ...
          </Box>
        ),
      )}
    </Box>
  );
}

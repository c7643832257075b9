import { Box, Heading, Text } from '@chakra-ui/react';
import type { TypeChange } from '../studio-api.ts';
import { LineDiffView } from '../history/line-diff-view.tsx';

/** The type check: whether the draft's generated TypeScript types accept the live revision's data, with the lines that differ when not. */
export function TypesResult({ changes }: { changes: TypeChange[] | undefined }) {
  return (
    <>
      <Heading as="h3" size="md" mb="2">
        Generated TypeScript types against the live version
      </Heading>
      {!changes ? (
        <Text mb="4">Checked when the draft is saved again.</Text>
      ) : changes.length === 0 ? (
        <Text mb="4">The draft’s types accept every value the live version’s types accept.</Text>
      ) : (
        <Box mb="4" data-testid="type-changes">
          {changes.map((change, index) => (
            <Box key={index} mb="2">
              <Text mb="1">{change.message}</Text>
              <Text mb="1" fontSize="sm">
                Lines marked - are the live version&apos;s types, lines marked + the draft&apos;s.
              </Text>
              <LineDiffView before={change.live} after={change.draft} />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

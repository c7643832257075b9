import { Box, chakra } from '@chakra-ui/react';
import { formatFact, readPointer } from '../../core/index.ts';
import type { FactItem } from '../../core/types.ts';

/** Read-only facts (label and value pairs) from the form's context, as a description list. */
export function FactsList({ facts, context }: { facts: readonly FactItem[]; context: unknown }) {
  if (!facts.length) return null;
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'max-content minmax(0, 1fr)' }} columnGap="6" rowGap="1" mb="4">
      {facts.map((fact) => (
        <Box key={fact.pointer + fact.label} display="contents">
          <chakra.dt fontWeight="semibold">{fact.label}</chakra.dt>
          <chakra.dd mb={{ base: '2', md: '0' }} overflowWrap="anywhere">{formatFact(readPointer(context, fact.pointer), fact.format)}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

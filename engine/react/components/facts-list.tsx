import { Box, chakra } from '@chakra-ui/react';
import { formatDate, formatMoney, readPointer } from '../../core/index.ts';
import type { FactItem } from '../../core/types.ts';

/** One fact's display text: dates dd/MM/yyyy, money in AUD, '-' when missing. */
export function formatFact(fact: FactItem, context: unknown): string {
  const value = readPointer(context, fact.pointer);
  if (value === undefined || value === null || value === '') return '-';
  switch (fact.format) {
    case 'date':
      return formatDate(String(value));
    case 'money':
      return formatMoney(value as number);
    case 'address': {
      if (typeof value !== 'object') return String(value);
      const a = value as Record<string, string | undefined>;
      const line = [a.addressLine1, a.addressLine2].filter(Boolean).join(' ');
      return [line, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-';
    }
    default:
      return String(value);
  }
}

/** Read-only facts (label and value pairs) from the form's context, as a description list. */
export function FactsList({ facts, context }: { facts: FactItem[]; context: unknown }) {
  if (!facts.length) return null;
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="1" mb="4">
      {facts.map((fact) => (
        <Box key={fact.pointer + fact.label} display="contents">
          <chakra.dt fontWeight="semibold">{fact.label}</chakra.dt>
          <chakra.dd mb={{ base: '2', md: '0' }}>{formatFact(fact, context)}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

import { chakra } from '@chakra-ui/react';
import type { EngineFormContext } from '../form-context.ts';

/** Read by screen readers, not shown (the usual visually-hidden rules, inline). */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * A group's legend. When a section heading already shows the same words (whatever their case),
 * the legend stays for screen readers only, so the title is not printed twice.
 */
export function GroupLegend({ title, ctx, suffix }: { title: string; ctx?: EngineFormContext; suffix?: React.ReactNode }) {
  const words = title.trim().toLowerCase();
  const repeated = ctx?.sections.some((s) => s.title?.trim().toLowerCase() === words);
  if (repeated) {
    return (
      <legend style={SCREEN_READER_ONLY}>
        {title}
        {suffix}
      </legend>
    );
  }
  return (
    <chakra.legend fontWeight="semibold" fontSize="lg" mb="2">
      {title}
      {suffix}
    </chakra.legend>
  );
}

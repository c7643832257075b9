import { chakra, VisuallyHidden } from '@chakra-ui/react';
import type { EngineFormContext } from '../form-context.ts';

/**
 * A group's legend. When a section heading already shows the same words, the legend stays for
 * screen readers only, so the title is not printed twice.
 */
export function GroupLegend({ title, ctx, suffix }: { title: string; ctx?: EngineFormContext; suffix?: React.ReactNode }) {
  const repeated = ctx?.sections.some((s) => s.title === title);
  if (repeated) {
    return (
      <VisuallyHidden asChild>
        <legend>
          {title}
          {suffix}
        </legend>
      </VisuallyHidden>
    );
  }
  return (
    <chakra.legend fontWeight="semibold" fontSize="lg" mb="2">
      {title}
      {suffix}
    </chakra.legend>
  );
}

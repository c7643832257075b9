import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { formatDate } from '../format.ts';
import type { Revision } from '../studio-api.ts';
import { revisionLabel, type Comparison } from './comparison.ts';

const NOTHING = '';

/** Picks the two revisions to compare: any published revision against any other (or nothing). */
export function RevisionPicker({ revisions, comparison, onChange }: { revisions: readonly Revision[]; comparison: Comparison; onChange: (next: Comparison) => void }) {
  const options = revisions.map((item) => (
    <option key={item.revision} value={item.revision}>
      {revisionLabel(item, formatDate(item.publishedAt))}
    </option>
  ));
  return (
    <HStack gap="4" align="end" wrap="wrap" mb="3">
      <Field.Root flex="1" minW="16rem">
        <Field.Label>Compare from</Field.Label>
        <NativeSelect.Root size="sm" w="full">
          <NativeSelect.Field
            value={comparison.from === undefined ? NOTHING : String(comparison.from)}
            onChange={(event) => onChange({ ...comparison, from: event.target.value === NOTHING ? undefined : Number(event.target.value) })}
          >
            <option value={NOTHING}>Nothing (the whole revision)</option>
            {options}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1" minW="16rem">
        <Field.Label>Compare to</Field.Label>
        <NativeSelect.Root size="sm" w="full">
          <NativeSelect.Field value={String(comparison.to)} onChange={(event) => onChange({ ...comparison, to: Number(event.target.value) })}>
            {options}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}

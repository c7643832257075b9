import { Box, chakra, HStack, IconButton, Spinner } from '@chakra-ui/react';
import type { Project } from '../../api/types.ts';
import { PencilIcon } from '../../components/pencil-icon.tsx';
import type { DetailRow } from './detail-rows.ts';
import { detailValue, type LookupNames } from './detail-value.ts';
import type { QuickEdit } from './use-quick-edits.ts';

export interface DetailListProps {
  rows: readonly DetailRow[];
  project: Project;
  names: LookupNames;
  /** The quick edit of a row's value, if it has one: an edit button then sits beside the value. */
  editFor?: (pointer: string) => QuickEdit | undefined;
  onEdit?: (edit: QuickEdit) => void;
  /** The quick edit whose dialog is on its way (its form loading): its button says it is busy. */
  opening?: QuickEdit | null;
}

/** Label and value pairs of the project record as a description list, with an edit button beside each editable value. */
export function DetailList({ rows, project, names, editFor, onEdit, opening }: DetailListProps) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(12rem, max-content) minmax(0, 1fr)' }} columnGap="6" rowGap="2">
      {rows.map((row) => {
        const edit = editFor?.(row.pointer);
        return (
          <Box key={row.pointer} display="contents">
            <chakra.dt fontWeight="semibold">{row.label}</chakra.dt>
            <chakra.dd mb={{ base: '2', md: '0' }} overflowWrap="anywhere">
              <HStack gap="2" minH="6">
                <span data-testid={`value-${row.pointer}`}>{detailValue(project, row, names)}</span>
                {edit && onEdit && (
                  // Busy but not disabled while the dialog loads: a disabled button would drop the focus the dialog returns to.
                  <IconButton aria-label={`Edit ${row.label}`} aria-busy={opening === edit || undefined} size="2xs" variant="ghost" colorPalette="blue" onClick={() => onEdit(edit)}>
                    {opening === edit ? <Spinner size="xs" /> : <PencilIcon />}
                  </IconButton>
                )}
              </HStack>
            </chakra.dd>
          </Box>
        );
      })}
    </chakra.dl>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { showToast } from '../../../engine/react/index.ts';
import { errorText } from '../../api/api-error.ts';
import { formatDate } from '../format.ts';
import { studioApi, useRevisions } from '../studio-api.ts';
import { StudioError } from '../studio-error.tsx';
import { withPrevious, type Comparison } from './comparison.ts';
import { RevisionDiff } from './revision-diff.tsx';
import { RevisionPicker } from './revision-picker.tsx';
import { ColumnHeaders } from '../column-headers.tsx';

/**
 * The form's published revisions: who and when, a diff between any two (by default a revision and
 * the one before it), and revert (publishes the older revision as a new one).
 */
export function HistoryPanel({ id, canRevert }: { id: string; canRevert: boolean }) {
  const revisions = useRevisions(id);
  const queryClient = useQueryClient();
  const [comparison, setComparison] = useState<Comparison>();
  const [busy, setBusy] = useState(false);
  if (revisions.isError) return <StudioError error={revisions.error} />;
  if (!revisions.data) return <Text role="status">Loading the history...</Text>;
  const sorted = [...revisions.data].sort((a, b) => b.revision - a.revision);
  const latest = sorted[0]?.revision;

  const revert = async (revision: number) => {
    setBusy(true);
    try {
      const published = await studioApi.revert(id, revision);
      showToast('success', `Revision ${revision} published again as revision ${published.revision}.`);
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
    } catch (error) {
      showToast('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      {/* The table scrolls within its column rather than spilling under the preview beside it. */}
      <Box overflowX="auto" mb="4">
        <Table.Root size="sm" variant="outline" aria-label="Published revisions">
          <ColumnHeaders names={['Version', 'Revision', 'Published by', 'Published', 'Content hash', 'Actions']} />
          <Table.Body>
            {sorted.map((item) => (
              <Table.Row key={item.revision}>
                <Table.Cell>{item.version}</Table.Cell>
                <Table.Cell>{item.revision}</Table.Cell>
                <Table.Cell>{item.publishedBy}</Table.Cell>
                <Table.Cell>{formatDate(item.publishedAt)}</Table.Cell>
                <Table.Cell fontFamily="mono">{item.hash.slice(0, 12)}</Table.Cell>
                <Table.Cell>
                  <HStack>
                    <Button size="xs" variant="outline" onClick={() => setComparison(withPrevious(sorted, item.revision))} aria-label={`Show the changes of revision ${item.revision}`}>
                      Changes
                    </Button>
                    {canRevert && item.revision !== latest && (
                      <Button size="xs" variant="outline" disabled={busy} onClick={() => void revert(item.revision)} aria-label={`Revert to revision ${item.revision}`}>
                        Revert
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {comparison && (
        <Box as="section" aria-label="Changes between revisions">
          <RevisionPicker revisions={sorted} comparison={comparison} onChange={setComparison} />
          <RevisionDiff id={id} from={comparison.from} to={comparison.to} revisions={sorted} />
        </Box>
      )}
    </Box>
  );
}

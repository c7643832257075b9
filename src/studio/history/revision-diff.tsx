import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Text } from '@chakra-ui/react';
import { studioApi, studioKeys, type FormFiles } from '../studio-api.ts';
import { filesToTexts } from '../workspace/draft-files.ts';
import { StudioError } from '../studio-error.tsx';
import { LineDiffView } from './line-diff-view.tsx';

function useRevisionFiles(id: string, revision: number | undefined) {
  return useQuery({
    queryKey: studioKeys.revision(id, revision ?? 0),
    queryFn: () => studioApi.revision(id, revision!) as Promise<FormFiles>,
    enabled: revision !== undefined,
    staleTime: Infinity,
  });
}

/** What changed from one published revision to another, file by file (changed lines with context). */
export function RevisionDiff({ id, from, to }: { id: string; from: number | undefined; to: number }) {
  const before = useRevisionFiles(id, from);
  const after = useRevisionFiles(id, to);
  if (before.isError || after.isError) return <StudioError error={before.error ?? after.error} />;
  if (!after.data || (from !== undefined && !before.data)) return <Text role="status">Loading the revisions...</Text>;
  const left: Record<string, string> = before.data ? filesToTexts(before.data) : {};
  const right: Record<string, string> = filesToTexts(after.data);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  const changed = keys.filter((key) => left[key] !== right[key]);
  return (
    <Box>
      <Heading as="h4" size="sm" mb="2">
        {from === undefined ? `Revision ${to} (first)` : `Revision ${from} to revision ${to}`}
      </Heading>
      {changed.length === 0 && <Text>No file changed.</Text>}
      {changed.map((key) => (
        <Box key={key} mb="3">
          <Text fontFamily="mono" fontWeight="bold">
            {key}.json
          </Text>
          <LineDiffView before={left[key] ?? ''} after={right[key] ?? ''} />
        </Box>
      ))}
    </Box>
  );
}

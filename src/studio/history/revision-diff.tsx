import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Text } from '@chakra-ui/react';
import { formatDate } from '../format.ts';
import { studioApi, studioKeys, type FormFiles, type Revision } from '../studio-api.ts';
import { filesToTexts } from '../workspace/draft-files.ts';
import { StudioError } from '../studio-error.tsx';
import { revisionLabel } from './comparison.ts';
import { LineDiffView } from './line-diff-view.tsx';

function useRevisionFiles(id: string, revision: number | undefined) {
  return useQuery({
    queryKey: studioKeys.revision(id, revision ?? 0),
    queryFn: () => studioApi.revision(id, revision!) as Promise<FormFiles>,
    enabled: revision !== undefined,
    staleTime: Infinity,
  });
}

/** What changed from one published revision to another, file by file (changed lines with context); who published each and when. */
export function RevisionDiff({ id, from, to, revisions }: { id: string; from: number | undefined; to: number; revisions: readonly Revision[] }) {
  const before = useRevisionFiles(id, from);
  const after = useRevisionFiles(id, to);
  if (before.isError || after.isError) return <StudioError error={before.error ?? after.error} />;
  if (!after.data || (from !== undefined && !before.data)) return <Text role="status">Loading the revisions...</Text>;
  const left: Record<string, string> = before.data ? filesToTexts(before.data) : {};
  const right: Record<string, string> = filesToTexts(after.data);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  const changed = keys.filter((key) => left[key] !== right[key]);
  const label = (number: number) => {
    const item = revisions.find((candidate) => candidate.revision === number);
    return item ? revisionLabel(item, formatDate(item.publishedAt)) : `Revision ${number}`;
  };
  return (
    <Box>
      <Heading as="h4" size="sm" mb="2">
        {from === undefined ? `${label(to)}: the whole revision` : `From ${label(from)} to ${label(to)}`}
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

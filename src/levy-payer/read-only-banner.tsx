import { Alert } from '@chakra-ui/react';
import type { Project } from '../api/types.ts';
import { isReadOnly, readOnlyText } from './read-only.ts';

export function ReadOnlyBanner({ project }: { project: Project }) {
  if (!isReadOnly(project)) return null;
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Title>{readOnlyText(project)}</Alert.Title>
    </Alert.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import type { Project } from '../api/types.ts';
import { changeRefusal, isReadOnly, readOnlyText } from './read-only.ts';

/** The banner of a project that cannot be updated; with `forChange`, also of one that takes no change request (e.g. a Draft). */
export function ReadOnlyBanner({ project, forChange = false }: { project: Project; forChange?: boolean }) {
  const text = forChange ? changeRefusal(project) : isReadOnly(project) ? readOnlyText(project) : null;
  if (!text) return null;
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import type { Project } from '../api/types.ts';
import { isReadOnly, readOnlyText } from './read-only.ts';

/** The banner of a project that cannot be updated, or of one a form may not change (`reason`, e.g. a Draft). */
export function ReadOnlyBanner({ project, reason }: { project: Project; reason?: string | null }) {
  const text = reason !== undefined ? reason : isReadOnly(project) ? readOnlyText(project) : null;
  if (!text) return null;
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

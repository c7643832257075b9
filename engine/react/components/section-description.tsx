import { Alert, Text } from '@chakra-ui/react';
import type { SectionManifest } from '../../core/types.ts';

/**
 * A section's description: text, or an alert box when the section names a `notice` kind. To
 * assistive technology it is a polite status: it is often there when the step opens, where an
 * assertive alert would talk over the step's heading on every visit.
 */
export function SectionDescription({ description, notice }: Pick<SectionManifest, 'description' | 'notice'>) {
  if (!description) return null;
  if (!notice) return <Text mb="3">{description}</Text>;
  return (
    <Alert.Root status={notice} role="status" mb="3">
      <Alert.Indicator />
      <Alert.Title>{description}</Alert.Title>
    </Alert.Root>
  );
}

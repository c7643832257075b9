import { Alert, Text } from '@chakra-ui/react';
import type { SectionManifest } from '../../core/types.ts';

/**
 * A section's description: text, or an alert box when the section names a `notice` kind. The box
 * is an alert to assistive technology too: it appears when an answer changes something the user
 * has seen (e.g. a changed cost clears a calculated levy).
 */
export function SectionDescription({ description, notice }: Pick<SectionManifest, 'description' | 'notice'>) {
  if (!description) return null;
  if (!notice) return <Text mb="3">{description}</Text>;
  return (
    <Alert.Root status={notice} role="alert" mb="3">
      <Alert.Indicator />
      <Alert.Title>{description}</Alert.Title>
    </Alert.Root>
  );
}

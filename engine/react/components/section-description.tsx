import { Alert, Text } from '@chakra-ui/react';
import type { SectionManifest } from '../../core/types.ts';
import { sectionNoticeId } from '../ids.ts';

/**
 * A section's description: text, or an alert box when the section names a `notice` kind. To
 * assistive technology a notice is a polite status: it is often there when the step opens, where
 * an assertive alert would talk over the step's heading on every visit. A notice's live region is
 * rendered even without words (a hidden notice keeps its place, see `stepLayout`), so that words
 * arriving in it are announced. Its id is the one the controls it describes name (`sectionNoticeId`).
 */
export function SectionDescription({ sectionId, description, notice }: { sectionId: string } & Pick<SectionManifest, 'description' | 'notice'>) {
  if (notice) {
    return (
      <div role="status" id={sectionNoticeId(sectionId)}>
        {description && (
          <Alert.Root status={notice} mb="3">
            <Alert.Indicator />
            <Alert.Title>{description}</Alert.Title>
          </Alert.Root>
        )}
      </div>
    );
  }
  return description ? <Text mb="3">{description}</Text> : null;
}

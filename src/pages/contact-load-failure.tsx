import { errorText } from '../api/api-error.ts';
import { MessagePage } from './message-page.tsx';

/**
 * What a page shows when the signed-in user's contact could not be loaded (spec 1 section 8): the
 * home page and every page whose guard needs the contact show the same message.
 */
export function ContactLoadFailure({ error }: { error: unknown }) {
  return <MessagePage title="Something went wrong!" text={`Something went wrong when attempting to process user contact: ${errorText(error)}`} />;
}

import { Text } from '@chakra-ui/react';
import { ApiError, errorText } from '../api/api-error.ts';
import { portal } from '../../generated/portal.gen.ts';

/** A Studio call that failed: 'not authorised' for a user without an analyst or tester role (403), else the generic error text. */
export function StudioError({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return <Text role="alert">{forbidden ? portal.messages.notAuthorisedPage : errorText(error)}</Text>;
}

import { Badge } from '@chakra-ui/react';
import { portal } from '../../generated/portal.gen.ts';

/** A claim status as a coloured badge (spec 1 section 4), label and colour from forms/portal.json. */
export function ClaimStatusBadge({ status }: { status: string }) {
  const style = portal.certifierClaims.statuses[status];
  return <Badge colorPalette={style?.colour ?? 'gray'}>{style?.label ?? status}</Badge>;
}

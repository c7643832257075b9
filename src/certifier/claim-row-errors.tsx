import { Box, Heading, List, Text } from '@chakra-ui/react';
import { WHOLE_FILE_ROW, type ClaimRowErrors } from '../../engine/core/claim-csv.ts';
import { portal } from '../../generated/portal.gen.ts';

export const CLAIM_ERRORS_ID = 'claim-file-errors';
const csvMessages = portal.certifierClaims.csv.messages;

/**
 * The claim file's errors grouped by row (row number plus 2), at most the catalog's groups, then the
 * 'more errors' line. Errors about the whole file come first, under no row.
 */
export function ClaimRowErrorList({ groups, moreErrors, title }: { groups: ClaimRowErrors[]; moreErrors: boolean; title: string }) {
  if (!groups.length) return null;
  return (
    <Box id={CLAIM_ERRORS_ID} role="alert" borderWidth="1px" borderColor="red.600" borderRadius="md" p="4" mt="4" tabIndex={-1}>
      <Heading as="h3" size="md" color="red.700" mb="2">
        {title}
      </Heading>
      <List.Root as="ul" gap="2" listStyleType="none">
        {groups.map(({ row, errors }) => (
          <List.Item key={row}>
            {row !== WHOLE_FILE_ROW && <Text fontWeight="semibold">Row {row}</Text>}
            <List.Root as="ul" ps="5" listStyleType="disc">
              {errors.map((error, i) => (
                <List.Item key={i}>{error}</List.Item>
              ))}
            </List.Root>
          </List.Item>
        ))}
      </List.Root>
      {moreErrors && <Text mt="2">{csvMessages.moreErrors}</Text>}
    </Box>
  );
}

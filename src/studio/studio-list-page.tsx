import { Badge, Box, Heading, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from './format.ts';
import { useStudioForms } from './studio-api.ts';
import { StudioError } from './studio-error.tsx';
import { ColumnHeaders } from './column-headers.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import type { StudioFormSummary } from './studio-types.ts';

const LOADING = <Text role="status">Loading forms...</Text>;

/** /studio: every catalog form with its published version and revision, who published it and when, and whether a draft is open. */
export function StudioListPage() {
  const forms = useStudioForms();
  return (
    <Box>
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          Forms Studio
        </Heading>
        <Link asChild>
          <RouterLink to="/studio/fixtures">Run every form's fixtures</RouterLink>
        </Link>
      </HStack>
      {forms.isError ? (
        <StudioError error={forms.error} />
      ) : (
        <LoadedContent ready={forms.data !== undefined} loading={LOADING}>
          {() => <FormsTable forms={forms.data!} />}
        </LoadedContent>
      )}
    </Box>
  );
}

/** The catalog's forms, one row each. */
function FormsTable({ forms }: { forms: readonly StudioFormSummary[] }) {
  return (
    // Its own box scrolls sideways on a narrow screen, not the whole page.
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" variant="outline" aria-label="Catalog forms">
        <ColumnHeaders names={['Form', 'Id', 'Form reference', 'Version', 'Revision', 'Published by', 'Published', 'Draft']} />
        <Table.Body>
          {forms.map((form) => (
            <Table.Row key={form.id} data-form-id={form.id}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={`/studio/forms/${encodeURIComponent(form.id)}`}>{form.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell fontFamily="mono">{form.id}</Table.Cell>
              <Table.Cell>{form.formReference ?? '-'}</Table.Cell>
              <Table.Cell>{form.version}</Table.Cell>
              <Table.Cell>{form.revision ?? '-'}</Table.Cell>
              <Table.Cell>{form.publishedBy ?? '-'}</Table.Cell>
              <Table.Cell>{formatDate(form.publishedAt)}</Table.Cell>
              <Table.Cell>{form.draft ? <Badge colorPalette="orange">Draft open</Badge> : 'No'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

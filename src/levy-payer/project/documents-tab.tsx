import { Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatDate } from '../../../engine/core/display-format.ts';
import { errorText } from '../../api/api-error.ts';
import type { Project } from '../../api/types.ts';
import { formatFileSize, openDocument, useProjectDocuments, type ProjectDocument } from './project-documents.ts';

export const NO_DOCUMENTS = 'No documents have been uploaded for this project.';

/** The file name as a link-styled button, named 'Open <file name>' (the visible name within it). */
function OpenButton({ document }: { document: ProjectDocument }) {
  return (
    <Button
      variant="plain"
      size="sm"
      h="auto"
      p="0"
      color="blue.700"
      textDecoration="underline"
      whiteSpace="normal"
      textAlign="start"
      _hover={{ textDecoration: 'none' }}
      aria-label={`Open ${document.fileName}`}
      onClick={() => void openDocument(document.documentId)}
    >
      {document.fileName}
    </Button>
  );
}

/** Documents: the files uploaded for the project and with its change requests, newest first. */
export function DocumentsTab({ project }: { project: Project }) {
  const query = useProjectDocuments(project);
  if (query.isPending) return <Text role="status">Loading data...</Text>;
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {errorText(query.error)}
      </Text>
    );
  }
  if (query.data.length === 0) return <Text>{NO_DOCUMENTS}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption>
          <VisuallyHidden>Documents</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>File name</Table.ColumnHeader>
            <Table.ColumnHeader>Size</Table.ColumnHeader>
            <Table.ColumnHeader>Uploaded date</Table.ColumnHeader>
            <Table.ColumnHeader>Change number</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {query.data.map((document) => (
            <Table.Row key={document.documentId}>
              <Table.Cell>
                <OpenButton document={document} />
              </Table.Cell>
              <Table.Cell>{formatFileSize(document.sizeBytes)}</Table.Cell>
              <Table.Cell>{formatDate(document.uploadedDate)}</Table.Cell>
              <Table.Cell>{document.complexChangeNumber || '-'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

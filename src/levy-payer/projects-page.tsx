import { Heading, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../engine/core/index.ts';
import { errorText } from '../api/api-error.ts';
import { useProjects } from '../api/queries.ts';

/**
 * Levy payer home for now: the first page of current projects with links to each. The dashboard
 * (tiles, tabs, search, sorting, paging) replaces it.
 */
export function ProjectsPage() {
  const projects = useProjects(true);
  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Current projects
      </Heading>
      {projects.isPending && <Text role="status">Loading data...</Text>}
      {projects.isError && <Text role="alert">{errorText(projects.error)}</Text>}
      {projects.data && projects.data.projects.length === 0 && <Text>No data</Text>}
      {projects.data && projects.data.projects.length > 0 && (
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Levy no.</Table.ColumnHeader>
              <Table.ColumnHeader>Internal job no.</Table.ColumnHeader>
              <Table.ColumnHeader>Description of work</Table.ColumnHeader>
              <Table.ColumnHeader>Suburb</Table.ColumnHeader>
              <Table.ColumnHeader>Start date</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {projects.data.projects.map((p) => (
              <Table.Row key={p.projectId}>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to={`/levies-payer-portal/project/${p.projectId}`}>{p.projectNumber}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{p.internalJobNumber || '-'}</Table.Cell>
                <Table.Cell>{p.descriptionOfWorkName || '-'}</Table.Cell>
                <Table.Cell>{p.suburb || '-'}</Table.Cell>
                <Table.Cell>{formatDate(p.estimatedStartDate)}</Table.Cell>
                <Table.Cell>{p.status}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}

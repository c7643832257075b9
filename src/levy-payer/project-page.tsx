import { Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { IdentifierStrip } from './identifier-strip.tsx';
import { PageBreadcrumb, projectCrumbs } from './project-breadcrumb.tsx';
import { ReadOnlyBanner } from './read-only-banner.tsx';
import { isReadOnly } from './read-only.ts';
import { useProjectAccess } from './use-project-access.ts';
import { formPath } from '../change-forms/form-routes.tsx';
import { ActionTile } from '../components/action-tile.tsx';

/** The project page's change tiles (spec 2 section 2), shown for the forms the catalog holds. */
const PROJECT_TILES = [
  { title: 'Change in cost of work', formId: 'change-cost-of-work' },
  { title: 'Update project owner details', formId: 'change-project-owner' },
  { title: 'Update builder/principal', formId: 'change-builder' },
  { title: 'Update project start date', formId: 'change-start-date' },
  { title: 'Finalise project', formId: 'finalise-project' },
  { title: 'Cancel project', formId: 'cancel-project' },
];

/** The project page (minimal for now): breadcrumb, identifiers, read-only banner, change tiles. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProjectAccess(projectId);
  if (project.isPending || project.forbidden) return <Text role="status">Loading data...</Text>;
  if (project.isError) throw project.error;
  const p = project.data;
  const readOnly = isReadOnly(p);
  return (
    <>
      <PageBreadcrumb crumbs={projectCrumbs(projectId, p.projectNumber).slice(0, 2)} />
      <Heading as="h1" size="2xl" mb="4">
        Project {p.projectNumber}
      </Heading>
      <IdentifierStrip project={p} />
      <ReadOnlyBanner project={p} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="ul" listStyleType="none">
        {PROJECT_TILES.map((tile) => {
          const to = formPath(tile.formId, { projectId });
          return to ? <ActionTile key={tile.formId} to={to} title={tile.title} unavailable={readOnly ? 'Not available for this project.' : undefined} /> : null;
        })}
      </SimpleGrid>
    </>
  );
}

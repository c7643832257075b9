import { Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { Deferred } from '../components/deferred.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { IdentifierStrip } from './identifier-strip.tsx';
import { PageBreadcrumb, projectCrumbs } from './project-breadcrumb.tsx';
import { ProjectTabs } from './project/project-tabs.tsx';
import { ProjectTiles } from './project/project-tiles.tsx';
import { ReadOnlyBanner } from './read-only-banner.tsx';
import { useProjectAccess } from './use-project-access.ts';

/**
 * The project page (spec 2 section 2): breadcrumb, identifier strip, read-only or Draft banner, the tiles of
 * forms/portal.json, and the tabs Building details (with quick edits), Cost of work, Project changes
 * and Documents (the uploaded files, to open again).
 */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProjectAccess(projectId);
  if (project.isPending || project.forbidden) return <Text role="status">Loading data...</Text>;
  if (project.isError) throw project.error;
  const p = project.data;
  return (
    <>
      <PageBreadcrumb crumbs={projectCrumbs(projectId, p.projectNumber).slice(0, 2)} />
      <Heading as="h1" size="2xl" mb="4">
        Project {p.projectNumber}
      </Heading>
      <IdentifierStrip project={p} />
      <ReadOnlyBanner project={p} />
      <DraftBanner project={p} />
      <ProjectTiles project={p} />
      <Deferred>
        <ProjectTabs project={p} />
      </Deferred>
    </>
  );
}

import { Heading } from '@chakra-ui/react';
import { useParams } from 'react-router';
import type { Project } from '../api/types.ts';
import { Deferred } from '../components/deferred.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import { NotFoundPage } from '../pages/message-page.tsx';
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
  const waiting = project.isPending || project.forbidden;
  if (!waiting && project.unknown) return <NotFoundPage />;
  if (!waiting && project.isError) throw project.error;
  return <LoadedContent ready={!waiting}>{() => <ProjectView project={project.data!} projectId={projectId} />}</LoadedContent>;
}

function ProjectView({ project: p, projectId }: { project: Project; projectId: string }) {
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

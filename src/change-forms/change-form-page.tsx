import { Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useProjectAccess } from '../levy-payer/use-project-access.ts';
import { PageBreadcrumb, projectCrumbs } from '../levy-payer/project-breadcrumb.tsx';
import { BackButton } from './back-button.tsx';
import { ChangeForm } from './change-form.tsx';
import { useCompiledForm } from '../forms/use-compiled-form.ts';

export const PROJECT_LOAD_FAILED = 'Project details could not be loaded, please go back to project and try again.';

/**
 * The one page for every change form of the catalog: breadcrumbs, Back, then the form for the
 * project once both are loaded. What the form asks, says and sends is all in its catalog folder.
 */
export function ChangeFormPage({ formId }: { formId: string }) {
  const { projectId = '' } = useParams();
  const form = useCompiledForm(formId);
  const project = useProjectAccess(projectId);
  if (form.isError) throw form.error;
  const title = form.data?.manifest.title ?? '';
  return (
    <>
      <PageBreadcrumb crumbs={projectCrumbs(projectId, project.data?.projectNumber, title || undefined)} />
      <BackButton />
      {title && (
        <Heading as="h1" size="2xl" mb="2">
          {title}
        </Heading>
      )}
      {form.data?.manifest.formReference && (
        <Text color="fg.muted" mb="4">
          {form.data.manifest.formReference}
        </Text>
      )}
      {(form.isPending || project.isPending || project.forbidden) && <Text role="status">Loading data...</Text>}
      {project.isError && !project.forbidden && (
        <Text role="alert" color="red.600" fontWeight="semibold">
          {PROJECT_LOAD_FAILED}
        </Text>
      )}
      {form.data && project.data && <ChangeForm key={`${formId}:${projectId}`} form={form.data} project={project.data} />}
    </>
  );
}

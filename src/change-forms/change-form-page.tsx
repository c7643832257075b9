import { Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import type { Project } from '../api/types.ts';
import { useFormContext } from '../forms/context/use-form-context.ts';
import { PageBreadcrumb, projectCrumbs } from '../levy-payer/project-breadcrumb.tsx';
import { BackButton } from './back-button.tsx';
import { ChangeForm } from './change-form.tsx';
import { useCompiledForm } from '../forms/use-compiled-form.ts';
import { portal } from '../../generated/portal.gen.ts';


/**
 * The one page for every change form of the catalog: breadcrumbs, Back, then the form for the
 * project once both are loaded. What the form asks, says and sends is all in its catalog folder.
 */
export function ChangeFormPage({ formId }: { formId: string }) {
  const params = useParams();
  const projectId = params.projectId ?? '';
  const form = useCompiledForm(formId);
  const loaded = useFormContext(form.data?.manifest.context, params);
  const project = loaded.context.project as Project | undefined;
  if (form.isError) throw form.error;
  const title = form.data?.manifest.title ?? '';
  return (
    <>
      <PageBreadcrumb crumbs={projectCrumbs(projectId, project?.projectNumber, title || undefined)} />
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
      {(form.isPending || !loaded.ready || loaded.forbidden) && !loaded.failed && <Text role="status">Loading data...</Text>}
      {loaded.failed && !loaded.forbidden && (
        <Text role="alert" color="red.600" fontWeight="semibold">
          {portal.messages.projectLoadFailed}
        </Text>
      )}
      {form.data && loaded.ready && project && <ChangeForm key={`${formId}:${projectId}`} form={form.data} project={project} context={loaded.context} />}
    </>
  );
}

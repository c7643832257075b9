import { Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import type { Project } from '../api/types.ts';
import { useFormContext } from '../forms/context/use-form-context.ts';
import { PageBreadcrumb, portalCrumbs, projectCrumbs } from '../levy-payer/project-breadcrumb.tsx';
import { BackButton } from './back-button.tsx';
import { ChangeForm } from './change-form.tsx';
import { declaredContext, useCompiledForm } from '../forms/use-compiled-form.ts';
import { portal } from '../../generated/portal.gen.ts';
import { LoadedContent } from '../components/loaded-content.tsx';
import { NotFoundPage } from '../pages/message-page.tsx';

/**
 * The one page for every change form of the catalog: breadcrumbs, Back, then the form once its
 * context is loaded. A form for the route's project (its context declares `project`) waits for
 * the project and shows it; any other (e.g. one naming its project by levy number) sits under the
 * dashboard. What the form asks, says and sends is all in its catalog folder.
 */
export function ChangeFormPage({ formId }: { formId: string }) {
  const params = useParams();
  const projectId = params.projectId ?? '';
  const form = useCompiledForm(formId);
  const contextNames = declaredContext(formId, form.data);
  const loaded = useFormContext(contextNames, params);
  const forProject = (contextNames ?? []).includes('project');
  const project = loaded.context.project as Project | undefined;
  if (form.isError) throw form.error;
  // A route naming no project is an unknown path.
  if (loaded.unknownProject) return <NotFoundPage />;
  const title = form.data?.manifest.title ?? '';
  const crumbs = forProject || !form.data ? projectCrumbs(projectId, project?.projectNumber, title || undefined) : portalCrumbs(title);
  // A form without the route's project says what failed in its own words (the linter asks for them).
  const failedText = forProject ? portal.messages.projectLoadFailed : form.data?.manifest.loadFailedMessage;
  // The context may fail before the form's code (and so its words) has arrived: until then it loads.
  const failure = loaded.failed && !loaded.forbidden ? failedText : undefined;
  return (
    <>
      <PageBreadcrumb crumbs={crumbs} />
      <BackButton fallback={crumbs.findLast((crumb) => crumb.to)?.to ?? '/'} />
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
      {failure && (
        <Text role="alert" color="red.600" fontWeight="semibold">
          {failure}
        </Text>
      )}
      {!failure && !(loaded.failed && loaded.forbidden) && (
        <LoadedContent ready={!!form.data && loaded.ready && !loaded.failed && !loaded.forbidden && (!!project || !forProject)}>
          {() => <ChangeForm key={`${formId}:${projectId}`} form={form.data!} project={project} context={loaded.context} routeParams={params} />}
        </LoadedContent>
      )}
    </>
  );
}

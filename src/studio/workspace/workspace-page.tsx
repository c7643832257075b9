import { useParams } from 'react-router';
import { Heading, Text } from '@chakra-ui/react';
import { useStudioForm, type StudioForm } from '../studio-api.ts';
import { StudioError } from '../studio-error.tsx';
import { Workspace } from './workspace.tsx';
import { LoadedContent } from '../../components/loaded-content.tsx';

/** /studio/forms/:formId: a form's workspace, once its files have loaded. */
export function WorkspacePage() {
  const { formId = '' } = useParams();
  const form = useStudioForm(formId);
  if (form.isError) return <StudioError error={form.error} />;
  // The workspace mounts in a background render, not in the blocking one the files' arrival makes.
  return (
    <LoadedContent ready={!!form.data} loading={<Text role="status">Loading the form...</Text>}>
      {() => <WorkspaceView formId={formId} data={form.data!} />}
    </LoadedContent>
  );
}

function WorkspaceView({ formId, data }: { formId: string; data: StudioForm }) {
  return (
    <>
      <Heading as="h1" size="2xl" mb="1">
        {String(data.files.form.title ?? formId)}
      </Heading>
      <Text mb="4" color="fg.muted">
        {formId}, version {data.version}, {data.revision === null ? 'as built (nothing published from the Studio yet)' : `revision ${data.revision}`}
        {data.draft ? ', draft open' : ''}
      </Text>
      <Workspace
        key={`${formId} ${data.revision}`}
        id={formId}
        initial={data.files}
        initialResult={data.checks ? { checks: data.checks, preview: data.preview } : undefined}
      />
    </>
  );
}

import { useParams } from 'react-router';
import { Heading, Text } from '@chakra-ui/react';
import { useStudioForm } from '../studio-api.ts';
import { StudioError } from '../studio-error.tsx';
import { Workspace } from './workspace.tsx';

/** /studio/forms/:formId: a form's workspace, once its files have loaded. */
export function WorkspacePage() {
  const { formId = '' } = useParams();
  const form = useStudioForm(formId);
  if (form.isError) return <StudioError error={form.error} />;
  if (!form.data) return <Text role="status">Loading the form...</Text>;
  return (
    <>
      <Heading as="h1" size="2xl" mb="1">
        {String(form.data.files.form.title ?? formId)}
      </Heading>
      <Text mb="4" color="fg.muted">
        {formId}, version {form.data.version}, {form.data.revision === null ? 'as built (nothing published from the Studio yet)' : `revision ${form.data.revision}`}
        {form.data.draft ? ', draft open' : ''}
      </Text>
      <Workspace
        key={`${formId} ${form.data.revision}`}
        id={formId}
        initial={form.data.files}
        initialResult={form.data.checks ? { checks: form.data.checks, preview: form.data.preview } : undefined}
      />
    </>
  );
}

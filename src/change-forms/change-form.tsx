import { Box, Heading } from '@chakra-ui/react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FactsList, LoadingOverlay } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { useKeptEntriesKey } from '../forms/use-kept-entries-key.ts';
import { restoreInto, useKeptFileStore } from '../forms/kept-files.ts';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import { ReadOnlyBanner } from '../levy-payer/read-only-banner.tsx';
import { changeRefusal } from '../levy-payer/read-only.ts';
import { missingItems, missingItemsHint } from '../../engine/core/missing-items.ts';
import { FormActions } from '../forms/form-actions.tsx';
import { useSubmitChange } from './use-submit-change.ts';
import { useFileCount } from './use-file-count.ts';
import { UploadsFailedPanel } from './uploads-failed-panel.tsx';

export interface ChangeFormProps {
  form: CompiledForm;
  /** The route's project, for a form that changes it (none when the form names its project otherwise). */
  project?: Project;
  context: Record<string, unknown>;
  /** The route's parameters, which fill the success route. */
  routeParams: Record<string, string | undefined>;
}

/** A change form: the project's summary (if it has one), the form's step, Submit and the overlay. */
export function ChangeForm({ form, project, context, routeParams }: ChangeFormProps) {
  const { manifest } = form;
  const keepAs = useKeptEntriesKey(form);
  const state = useCatalogForm(form, context, { keepAs });
  // The chosen files are kept with the entries, so a reload loses neither.
  const fileStore = useKeptFileStore(keepAs, (store) => restoreInto(form, store, state.getData, state.setData));
  const fileCount = useFileCount(fileStore);
  const refusal = project ? changeRefusal(project, manifest.availability, manifest.messages?.unavailable) : null;
  const readOnly = refusal !== null;
  const { phase, send, retryUploads, finish, documentsStillRequired } = useSubmitChange(state, project, fileStore, routeParams);

  const filesMissing = fileCount < (manifest.attachments?.minFiles ?? 0);
  const missing = missingItems(form, state.validation.errors, filesMissing, state.data);
  const busy = phase === 'submitting';

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || readOnly || phase === 'uploads-failed') return;
    if (missing.length) {
      state.markSubmitAttempt();
      return;
    }
    void send().then((result) => {
      if (result === 'invalid') state.markSubmitAttempt();
    });
  };

  return (
    <>
      {manifest.summary && manifest.summary.length > 0 && (
        <Box as="section" aria-labelledby="project-summary" mb="6">
          <Heading as="h2" size="lg" id="project-summary" mb="2">
            Project details
          </Heading>
          <FactsList facts={manifest.summary} context={context} />
        </Box>
      )}
      {project && <ReadOnlyBanner project={project} reason={refusal} />}
      <form noValidate onSubmit={onSubmit} aria-label={manifest.title}>
        <CatalogFormView state={state} fileStore={fileStore} disabled={readOnly || busy || phase === 'uploads-failed'}>
          {!readOnly && phase !== 'uploads-failed' && (
            <FormActions label="Submit" busy={busy} blockedReason={missingItemsHint(missing)} id="submit-missing" onBlockedPress={state.markSubmitAttempt} />
          )}
        </CatalogFormView>
      </form>
      {phase === 'uploads-failed' && (
        <UploadsFailedPanel documentsStillRequired={documentsStillRequired} onRetry={() => void retryUploads()} onContinue={() => void finish()} />
      )}
      <LoadingOverlay open={busy} message={manifest.submit?.loadingMessage ?? ''} />
    </>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { applyPrefill, readPointer, validateFormData, writePointer } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FactsList, FileStore, FormStep, LoadingOverlay } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import { ReadOnlyBanner } from '../levy-payer/read-only-banner.tsx';
import { isReadOnly } from '../levy-payer/read-only.ts';
import { missingItems } from './missing-text.ts';
import { SubmitBar } from './submit-bar.tsx';
import { useSubmitChange } from './use-submit-change.ts';
import { useFileCount } from './use-file-count.ts';

/** A change form for a loaded project: summary, the form's step, Submit and the overlay. */
export function ChangeForm({ form, project }: { form: CompiledForm; project: Project }) {
  const { manifest } = form;
  const context = useMemo(() => ({ project }), [project]);
  const [data, setData] = useState<Record<string, unknown>>(() => applyPrefill(manifest, context, {}));
  const [submitCount, setSubmitCount] = useState(0);
  const [fileStore] = useState(() => new FileStore());
  const fileCount = useFileCount(fileStore);
  const readOnly = isReadOnly(project);
  const { phase, serverErrors, send, retryUploads, finish, clearServerErrors } = useSubmitChange(form, project, fileStore);

  // One step for change forms; wizards get their own page built on the machine.
  const step = form.steps[manifest.steps[0].id];
  const pointer = step.manifest.dataPointer;
  const stepData = useMemo(() => (readPointer(data, pointer) ?? {}) as Record<string, unknown>, [data, pointer]);
  const onStepChange = useCallback(
    (next: Record<string, unknown>) => {
      setData((prev) => writePointer(prev, pointer, next));
      clearServerErrors();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pointer],
  );

  const validation = useMemo(() => validateFormData(form, applyPrefill(manifest, context, data)), [form, manifest, context, data]);
  const filesMissing = fileCount < (manifest.attachments?.minFiles ?? 0);
  const missing = missingItems(form, validation.errors, filesMissing);
  const busy = phase === 'submitting';

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || readOnly || phase === 'uploads-failed') return;
    if (missing.length) {
      setSubmitCount((c) => c + 1);
      return;
    }
    void send(data).then((result) => {
      if (result === 'invalid') setSubmitCount((c) => c + 1);
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
      <ReadOnlyBanner project={project} />
      <form noValidate onSubmit={onSubmit} aria-label={manifest.title}>
        <FormStep
          step={step}
          uiSchema={form.uiSchema}
          data={stepData}
          onChange={onStepChange}
          context={context}
          serverErrors={serverErrors}
          submitCount={submitCount}
          fileStore={fileStore}
          attachments={manifest.attachments}
          disabled={readOnly || busy || phase === 'uploads-failed'}
        />
        {!readOnly && phase !== 'uploads-failed' && <SubmitBar missing={missing} busy={busy} />}
      </form>
      {phase === 'uploads-failed' && (
        <HStack gap="4" mt="6">
          <Button colorPalette="blue" onClick={() => void retryUploads()}>
            Retry failed uploads
          </Button>
          <Button variant="outline" onClick={() => void finish()}>
            Continue without them
          </Button>
        </HStack>
      )}
      <LoadingOverlay open={busy} message={manifest.submit?.loadingMessage ?? ''} />
    </>
  );
}

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast, useCapabilities, useSubmission, type FileStore } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import { fillRoute } from '../forms/fill-route.ts';
import type { CatalogFormState } from '../forms/use-catalog-form.ts';

export type SubmitPhase = 'editing' | 'submitting' | 'uploads-failed';

/** The number the server gave the change request, when its answer has one. */
function changeNumberOf(response: unknown): string | undefined {
  const number = (response as { complexChangeNumber?: unknown } | null)?.complexChangeNumber;
  return typeof number === 'string' && number ? number : undefined;
}

/**
 * Sends a change form through the submit pipeline (the data with the prefill from the project,
 * and the project number), then uploads the chosen files under the change's number (so the
 * project's Documents list them with the change they came with; the project's number when the
 * answer has none), then goes to the success route (replacing this page). Server field errors
 * show at their fields.
 */
export function useSubmitChange(state: CatalogFormState, project: Project, fileStore: FileStore) {
  const { form, setServerErrors } = state;
  const navigate = useNavigate();
  const capabilities = useCapabilities();
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const submit = form.manifest.submit!;
  const successPath = fillRoute(submit.successRoute, { projectId: project.projectId });
  // Kept for a retry of failed uploads: they go under the same change.
  const fileUnder = useRef(project.projectNumber);
  const submission = useSubmission(form, {
    body: () => ({ [submit.payloadKey]: state.payload(), projectNumber: project.projectNumber }),
    onSuccess: (response) => {
      fileUnder.current = changeNumberOf(response) ?? project.projectNumber;
    },
  });

  const finish = () => navigate(successPath, { replace: true });

  const upload = async (): Promise<boolean> => {
    if (!fileStore.getSnapshot().length || !capabilities) return true;
    const { failed } = await capabilities.uploadFiles(fileUnder.current, fileStore);
    if (failed) {
      const names = fileStore.getSnapshot().filter((e) => e.status === 'failed').map((e) => e.file.name);
      showToast('error', `These files could not be uploaded: ${names.join(', ')}. You can retry them.`);
    }
    return failed === 0;
  };

  const send = async (): Promise<'sent' | 'invalid' | 'failed'> => {
    setPhase('submitting');
    setServerErrors([]);
    const result = await submission.submit(state.getData());
    if (!result.ok) {
      setPhase('editing');
      setServerErrors(result.fieldErrors);
      return result.fieldErrors.length ? 'invalid' : 'failed';
    }
    if (await upload()) await finish();
    else setPhase('uploads-failed');
    return 'sent';
  };

  const retryUploads = async () => {
    setPhase('submitting');
    if (await upload()) await finish();
    else setPhase('uploads-failed');
  };

  return { phase, send, retryUploads, finish };
}

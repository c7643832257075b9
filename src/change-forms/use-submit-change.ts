import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showToast, type FileStore } from '../../engine/react/index.ts';
import { ApiError, errorText } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import type { Project } from '../api/types.ts';
import { uploadFiles } from '../api/upload-files.ts';
import type { CatalogFormState } from '../forms/use-catalog-form.ts';
import { fillRoute } from '../forms/fill-route.ts';

export type SubmitPhase = 'editing' | 'submitting' | 'uploads-failed';

/**
 * Sends a change form: POST the data (with the prefill from the project) to the manifest's
 * endpoint, show server field errors at their fields, then upload the chosen files for the
 * project number, then the success toast and the success route (replacing this page).
 */
export function useSubmitChange(state: CatalogFormState, project: Project, fileStore: FileStore) {
  const { form, setServerErrors } = state;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const submit = form.manifest.submit!;
  const successPath = fillRoute(submit.successRoute, { projectId: project.projectId });

  const finish = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['project', project.projectId] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
    ]);
    navigate(successPath, { replace: true });
  };

  const upload = async (): Promise<boolean> => {
    if (!fileStore.getSnapshot().length) return true;
    const { failed } = await uploadFiles(project.projectNumber, fileStore);
    if (failed) {
      const names = fileStore.getSnapshot().filter((e) => e.status === 'failed').map((e) => e.file.name);
      showToast('error', `These files could not be uploaded: ${names.join(', ')}. You can retry them.`);
    }
    return failed === 0;
  };

  const send = async (): Promise<'sent' | 'invalid' | 'failed'> => {
    setPhase('submitting');
    setServerErrors([]);
    try {
      const payload = state.payload();
      await apiFetch(submit.endpoint, { method: submit.method, body: { [submit.payloadKey]: payload, projectNumber: project.projectNumber } });
    } catch (error) {
      setPhase('editing');
      showToast('error', `An error occurred - ${errorText(error)}`);
      if (error instanceof ApiError && error.fieldErrors.length) {
        setServerErrors(error.fieldErrors);
        return 'invalid';
      }
      return 'failed';
    }
    showToast('success', submit.successMessage);
    if (await upload()) {
      await finish();
    } else {
      setPhase('uploads-failed');
    }
    return 'sent';
  };

  const retryUploads = async () => {
    setPhase('submitting');
    if (await upload()) await finish();
    else setPhase('uploads-failed');
  };

  return { phase, send, retryUploads, finish };
}

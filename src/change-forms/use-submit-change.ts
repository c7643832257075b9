import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast, useCapabilities, useSubmission, type FileStore } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import { fillRoute } from '../forms/fill-route.ts';
import type { CatalogFormState } from '../forms/use-catalog-form.ts';

export type SubmitPhase = 'editing' | 'submitting' | 'uploads-failed';

/** What the server answers a saved change request. */
interface SavedChange {
  complexChangeId?: string;
  complexChangeNumber?: string;
}

/**
 * Sends a change form through the submit pipeline (the data with the prefill from the context,
 * and the route's project number, empty when there is none), then uploads the chosen files under
 * the change request's number from the answer, or, when the manifest says `submit.uploadsUnder:
 * "project"` or the answer has no number, under the project's, filed with the change the answer
 * names (so the project's Documents list them with the change they came with); then goes to the success route filled from the route's parameters
 * (replacing this page). Server field errors show at their fields. After failed uploads,
 * `documentsStillRequired` says how many more the form requires uploaded before it may be left.
 */
export function useSubmitChange(state: CatalogFormState, project: Project | undefined, fileStore: FileStore, routeParams: Record<string, string | undefined>) {
  const { form, setServerErrors } = state;
  const navigate = useNavigate();
  const capabilities = useCapabilities();
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const saved = useRef<SavedChange>({});
  const submit = form.manifest.submit!;
  const successPath = fillRoute(submit.successRoute, { ...routeParams, projectId: project?.projectId ?? routeParams.projectId });
  const submission = useSubmission(form, {
    body: () => ({ [submit.payloadKey]: state.payload(), projectNumber: project?.projectNumber ?? '' }),
    onSuccess: (response) => {
      saved.current = (response ?? {}) as SavedChange;
    },
  });

  const finish = () => navigate(successPath, { replace: true });

  // Kept from the answer for a retry of failed uploads: they go under the same change.
  const underProject = () => submit.uploadsUnder === 'project' || !saved.current.complexChangeNumber;
  const uploadOwner = () => (underProject() ? project?.projectNumber : saved.current.complexChangeNumber);

  const upload = async (): Promise<boolean> => {
    if (!fileStore.getSnapshot().length || !capabilities) return true;
    const owner = uploadOwner();
    const change = underProject() ? saved.current.complexChangeNumber : undefined;
    const { failed } = owner ? await capabilities.uploadFiles(owner, fileStore, change) : { failed: fileStore.getSnapshot().length };
    if (failed) {
      const names = fileStore.getSnapshot().filter((e) => e.status !== 'uploaded').map((e) => e.file.name);
      showToast('error', `These files could not be uploaded: ${names.join(', ')}. You can retry them.`);
    }
    return failed === 0;
  };

  const send = async (): Promise<'sent' | 'invalid' | 'failed'> => {
    setPhase('submitting');
    setServerErrors([]);
    const result = await submission.submit(state.getData());
    // A second press while the first was under way: the first press's call uploads and moves on (and marks an invalid attempt once).
    if (result.joined) return result.ok ? 'sent' : 'failed';
    if (!result.ok) {
      setPhase('editing');
      setServerErrors(result.fieldErrors);
      return result.fieldErrors.length ? 'invalid' : 'failed';
    }
    // Saved: a reload must not offer the same change again.
    state.forgetEntries();
    fileStore.forgetKept();
    if (await upload()) await finish();
    else setPhase('uploads-failed');
    return 'sent';
  };

  const retryUploads = async () => {
    setPhase('submitting');
    if (await upload()) await finish();
    else setPhase('uploads-failed');
  };

  // A form that requires documents is not left with fewer uploaded than it requires: the change is
  // saved already, so only a retry can complete it.
  const requiredFiles = form.manifest.attachments?.minFiles ?? 0;
  const uploadedFiles = fileStore.getSnapshot().filter((e) => e.status === 'uploaded').length;
  const documentsStillRequired = phase === 'uploads-failed' ? Math.max(0, requiredFiles - uploadedFiles) : 0;

  return { phase, send, retryUploads, finish, documentsStillRequired };
}

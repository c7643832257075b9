import { useCallback, useState } from 'react';
import { FileStore, showToast, type FormMachineHandle } from '../../engine/react/index.ts';
import { ApiError, errorText } from '../api/api-error.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { levyPayload, withLevy } from './levy-payload.ts';
import { calculateLevy, saveProject, submitProject } from './notification-api.ts';
import { clearDraft, readDraft, writeDraft, type SessionDraft, type Submission } from './session-draft.ts';
import { todayInBrisbane } from './use-notification-context.ts';

export type Busy = '' | 'saving' | 'calculating' | 'submitting';

const detailOf = (error: unknown) => (error instanceof ApiError && error.details.length ? error.details.join(', ') : errorText(error));

/**
 * The wizard's calls (spec 3 sections 4.3 and 7): Save & Exit (save the draft), calculate the
 * levy, and submit (save, submit, then upload each step's files for the new project number).
 * Messages come from form.json.
 */
export function useWizardCalls(machine: FormMachineHandle, draft: SessionDraft, stores: Record<string, FileStore>) {
  const manifest = machine.form.manifest;
  const m = manifest.messages ?? {};
  const [busy, setBusy] = useState<Busy>('');
  const failed = useCallback((error: unknown) => showToast('error', (m.saveFailure ?? '').replace('{detail}', detailOf(error))), [m.saveFailure]);

  /** Saves the data as a Draft; remembers the project id so later saves update the same draft. */
  const save = useCallback(async () => {
    const current = readDraft() ?? draft;
    const projectId = await saveProject({ ...machine.data, projectId: current.projectId });
    writeDraft({ ...current, projectId, snapshot: machine.persist() });
    return projectId;
  }, [machine, draft]);

  const saveAndExit = useCallback(async (): Promise<boolean> => {
    setBusy('saving');
    try {
      await save();
      showToast('success', m.saveSuccess ?? '');
      clearDraft();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy('');
    }
  }, [save, m.saveSuccess, failed]);

  const calculate = useCallback(async () => {
    const building = (machine.data.buildingDetails ?? {}) as Record<string, unknown>;
    if (!building.projectStartDate) {
      showToast('error', m.levyNeedsStartDate ?? '');
      return;
    }
    setBusy('calculating');
    try {
      const levy = await calculateLevy(levyPayload(machine.data));
      machine.setData(withLevy(machine.getData(), levy));
    } catch (error) {
      failed(error);
    } finally {
      setBusy('');
    }
  }, [machine, m.levyNeedsStartDate, failed]);

  const submit = useCallback(async (): Promise<Submission | null> => {
    setBusy('submitting');
    try {
      const projectId = await save();
      const result = await submitProject(projectId);
      machine.send({ type: 'SUBMIT' });
      const submission = { projectId, projectNumber: result.projectNumber, submittedOn: result.notificationDate ?? todayInBrisbane() };
      showToast('success', manifest.submit?.successMessage ?? '');
      clearDraft();
      for (const store of Object.values(stores)) if (store.getSnapshot().length) await uploadFiles(result.projectNumber, store);
      return submission;
    } catch (error) {
      failed(error);
      return null;
    } finally {
      setBusy('');
    }
  }, [save, machine, manifest.submit, stores, failed]);

  return { busy, saveAndExit, calculate, submit };
}

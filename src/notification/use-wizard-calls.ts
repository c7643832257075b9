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

  /** Runs one call under the blocking overlay; a failure shows the form's save-failure toast. */
  const run = useCallback(
    async <T,>(kind: Busy, work: () => Promise<T>): Promise<T | undefined> => {
      setBusy(kind);
      try {
        return await work();
      } catch (error) {
        failed(error);
        return undefined;
      } finally {
        setBusy('');
      }
    },
    [failed],
  );

  const saveAndExit = useCallback(async (): Promise<boolean> => {
    const saved = await run('saving', async () => {
      await save();
      showToast('success', m.saveSuccess ?? '');
      clearDraft();
      return true;
    });
    return saved ?? false;
  }, [run, save, m.saveSuccess]);

  const calculate = useCallback(async () => {
    const building = (machine.data.buildingDetails ?? {}) as Record<string, unknown>;
    if (!building.projectStartDate) {
      showToast('error', m.levyNeedsStartDate ?? '');
      return;
    }
    await run('calculating', async () => {
      const levy = await calculateLevy(levyPayload(machine.data));
      machine.setData(withLevy(machine.getData(), levy));
    });
  }, [run, machine, m.levyNeedsStartDate]);

  const submit = useCallback(async (): Promise<Submission | null> => {
    const submission = await run('submitting', async () => {
      const projectId = await save();
      const result = await submitProject(projectId);
      machine.send({ type: 'SUBMIT' });
      showToast('success', manifest.submit?.successMessage ?? '');
      clearDraft();
      for (const store of Object.values(stores)) if (store.getSnapshot().length) await uploadFiles(result.projectNumber, store);
      return { projectId, projectNumber: result.projectNumber, submittedOn: result.notificationDate ?? todayInBrisbane() };
    });
    return submission ?? null;
  }, [run, save, machine, manifest.submit, stores]);

  return { busy, saveAndExit, calculate, submit };
}

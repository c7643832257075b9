import { useCallback, useMemo, useState } from 'react';
import { failureText, filesFieldPointers, hasEnteredValues, readPointer, stableStringify, writePointer } from '../../engine/core/index.ts';
import { FileStore, showToast, useCapabilities, type FormMachineHandle } from '../../engine/react/index.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { useContactForCall } from '../forms/context/contact-for-call.ts';
import { saveProject, submitProject, type PaidSubmission } from './notification-api.ts';
import { clearDraft, readDraft, writeDraft, writeSubmitted, type SessionDraft, type Submission } from './session-draft.ts';
import { todayInBrisbane } from '../../engine/core/brisbane-date.ts';
import { stepOfPointer } from './lost-files.ts';

/** A project id the server stored (a uuid), not 'new-project' or a temporary id. */
export const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The data as text to tell unsaved changes by: keys sorted, absent and undefined alike, and without
 * its files fields (`filePointers`): the files are sent after submitting, and a page load drops the
 * descriptions of files it could not keep, which is no change of the user's.
 */
export function dataText(data: Record<string, unknown>, filePointers: readonly string[]): string {
  const withoutFiles = filePointers.reduce<Record<string, unknown>>((left, pointer) => (readPointer(left, pointer) === undefined ? left : writePointer(left, pointer, undefined)), data);
  return stableStringify(JSON.parse(JSON.stringify(withoutFiles)));
}

/** What a call that found no contact throws inside `runCall`: its toast is shown already. */
const NO_CONTACT = new Error('no contact');

/**
 * The wizard's calls (spec 3 sections 4.3 and 7) under one blocking overlay: Save & Exit (save the
 * draft), the step actions' calls, and submit (save, submit, then upload each step's files for
 * the new project number). Each is made for the signed-in user's contact, read first: without it
 * nothing is sent (spec 3 section 8). Messages come from form.json.
 */
export function useWizardCalls(machine: FormMachineHandle, draft: SessionDraft, stores: Record<string, FileStore>) {
  const manifest = machine.form.manifest;
  const m = manifest.messages ?? {};
  const filePointers = useMemo(() => filesFieldPointers(machine.form.uiSchema), [machine.form]);
  const [busy, setBusy] = useState('');
  const [overlay, setOverlay] = useState('');
  const contactFor = useContactForCall();
  const capabilities = useCapabilities();
  /** What shows the project elsewhere (the dashboard's list, its page) is read again: form.json `submit.refreshes`. */
  const refreshShown = useCallback(() => capabilities?.refresh(manifest.submit?.refreshes ?? []), [capabilities, manifest.submit]);

  /**
   * Whether the signed-in user's contact is there for a call; if not, the toast says so. Which
   * message: a contact that came back without its id is `missingContext` ('ContactId missing')
   * whatever the call; a read that failed or found no contact says what was attempted — Save & Exit
   * and the save Next makes before paying are a save (`saveWithoutContact`); Submit and Pay and
   * submit are a submit (`submitWithoutContact`), though they save the draft first too.
   */
  const contactReady = useCallback(
    async (attempt: 'save' | 'submit'): Promise<boolean> => {
      const found = await contactFor();
      if ('contactId' in found) return true;
      const message = found.missing === 'noId' ? m.missingContext : attempt === 'save' ? m.saveWithoutContact : m.submitWithoutContact;
      showToast('error', message ?? '');
      return false;
    },
    [contactFor, m.missingContext, m.saveWithoutContact, m.submitWithoutContact],
  );

  /** Saves the data as a Draft; remembers the project id so later saves update the same draft. */
  const save = useCallback(async () => {
    const current = readDraft() ?? draft;
    const data = machine.getData();
    const projectId = await saveProject({ ...data, projectId: current.projectId });
    writeDraft({ ...current, projectId, snapshot: machine.persist(), savedData: dataText(data, filePointers) });
    await refreshShown();
    return projectId;
  }, [machine, draft, refreshShown, filePointers]);

  /** Runs one call under the blocking overlay; resolves undefined when it threw. */
  const runCall = useCallback(async <T,>(message: string, work: () => Promise<T>, kind = 'call'): Promise<T | undefined> => {
    setBusy(kind);
    setOverlay(message);
    try {
      return await work();
    } catch {
      return undefined;
    } finally {
      setBusy('');
    }
  }, []);

  const failed = useCallback((error: unknown) => showToast('error', failureText(m.failure, error)), [m.failure]);

  /** Saves the draft under the blocking message (e.g. Next before paying); false when it failed (said in a toast). */
  const saveNow = useCallback(async (): Promise<boolean> => {
    const saved = await runCall(
      m.saving ?? '',
      async () => {
        if (!(await contactReady('save'))) throw NO_CONTACT;
        try {
          return await save();
        } catch (error) {
          failed(error);
          throw error;
        }
      },
      'saving',
    );
    return !!saved;
  }, [runCall, contactReady, save, failed, m.saving]);

  const saveAndExit = useCallback(async (): Promise<boolean> => {
    // Nothing entered and no draft stored yet ('new-project' or a temporary id, not a record's
    // uuid): no blank Draft row (the server refuses one too).
    const stored = (readDraft() ?? draft).projectId;
    if (!STORED_ID.test(stored ?? '') && !hasEnteredValues(machine.form.schema, machine.getData())) {
      showToast('info', m.nothingToSave ?? '');
      clearDraft();
      return true;
    }
    const saved = await runCall(
      m.saving ?? '',
      async () => {
        if (!(await contactReady('save'))) throw NO_CONTACT;
        try {
          await save();
        } catch (error) {
          failed(error);
          throw error;
        }
        showToast('success', m.saveSuccess ?? '');
        clearDraft();
        return true;
      },
      'saving',
    );
    return saved ?? false;
  }, [runCall, contactReady, save, failed, m.saving, m.saveSuccess, m.nothingToSave, machine, draft]);

  /**
   * After a submission: the draft leaves the session, which keeps only the confirmation (so a
   * reload shows it again), then each step's files are uploaded for the new project number.
   */
  // Whether the data holds files at the step's files field (the data as submitted).
  const filesSent = useCallback(
    (stepId: string) => {
      const pointer = filePointers.find((candidate) => stepOfPointer(manifest.steps, candidate) === stepId);
      const held = pointer ? readPointer(machine.getData(), pointer) : undefined;
      return Array.isArray(held) && held.length > 0;
    },
    [filePointers, manifest.steps, machine],
  );
  const finish = useCallback(
    async (submission: Submission): Promise<Submission> => {
      showToast('success', manifest.submit?.successMessage ?? '');
      clearDraft();
      writeSubmitted(submission);
      await refreshShown();
      // Only the files the submitted data holds: a field its section hid meanwhile sent none.
      for (const [stepId, store] of Object.entries(stores)) if (store.getSnapshot().length && filesSent(stepId)) await uploadFiles(submission.projectNumber, store);
      return submission;
    },
    [manifest.submit, stores, refreshShown, filesSent],
  );

  /** Uploads again, for the submitted project, every file whose upload failed after the submission. */
  const retryUploads = useCallback(
    async (projectNumber: string): Promise<void> => {
      for (const store of Object.values(stores)) if (store.getSnapshot().some((entry) => entry.status === 'failed')) await uploadFiles(projectNumber, store);
    },
    [stores],
  );

  const submit = useCallback(async (): Promise<Submission | null> => {
    const submission = await runCall(manifest.submit?.loadingMessage ?? '', async () => {
      if (!(await contactReady('submit'))) throw NO_CONTACT;
      let projectId: string;
      let result: Awaited<ReturnType<typeof submitProject>>;
      try {
        projectId = await save();
        result = await submitProject(projectId);
      } catch (error) {
        failed(error);
        throw error;
      }
      return finish({ projectId, projectNumber: result.projectNumber, submittedOn: result.notificationDate ?? todayInBrisbane() });
    });
    return submission ?? null;
  }, [runCall, contactReady, save, failed, finish, manifest.submit]);

  /**
   * Pay now (spec 3 s4.3): save, then the embedded card payment pays and submits the saved draft
   * (`pay`, under its own blocking messages); null when any part did not go ahead.
   */
  const submitPaid = useCallback(
    async (pay: (projectId: string) => Promise<PaidSubmission | null>): Promise<Submission | null> => {
      const projectId = await runCall(m.saving ?? '', async () => {
        if (!(await contactReady('submit'))) throw NO_CONTACT;
        try {
          return await save();
        } catch (error) {
          failed(error);
          throw error;
        }
      });
      if (!projectId) return null;
      const paid = await pay(projectId);
      if (!paid) return null;
      const submission = await runCall(manifest.submit?.loadingMessage ?? '', () =>
        finish({
          projectId,
          projectNumber: paid.projectNumber,
          submittedOn: paid.notificationDate ?? todayInBrisbane(),
          paymentReference: paid.txn.receiptNumber,
          paymentDate: paid.txn.processedDateTime,
        }),
      );
      return submission ?? null;
    },
    [runCall, contactReady, save, failed, finish, m.saving, manifest.submit],
  );

  /** Whether a draft the server stores has changes since it was last saved or opened. */
  const unsavedChanges = useCallback((): boolean => {
    const current = readDraft() ?? draft;
    return STORED_ID.test(current.projectId) && current.savedData !== dataText(machine.getData(), filePointers);
  }, [machine, draft, filePointers]);

  /** A stored draft just opened from the server: what it holds now is what later changes are told from. */
  const rememberOpened = useCallback(() => {
    const stored = readDraft();
    if (stored && stored.savedData === undefined && STORED_ID.test(stored.projectId)) writeDraft({ ...stored, savedData: dataText(machine.getData(), filePointers) });
  }, [machine, filePointers]);

  return { busy, overlay, runCall, saveNow, saveAndExit, submit, submitPaid, retryUploads, unsavedChanges, rememberOpened };
}

import { useCallback, useRef, useState } from 'react';
import { failureText, requestPayload } from '../../core/index.ts';
import type { CompiledForm, FieldError } from '../../core/types.ts';
import { showToast, toaster } from '../components/toaster.ts';
import { useCapabilities } from './capabilities.tsx';

export interface SubmissionOptions {
  /** The request body; default: the manifest's named `submit.payload` mapping of the data, or `{ [submit.payloadKey]: data }`. */
  body?: (data: Record<string, unknown>) => unknown;
  /** Shows the manifest's loading message as an info toast while the call runs (closed before the outcome's toast). */
  progressToast?: boolean;
  /** As soon as the server has accepted it, before anything is refreshed: e.g. drop what was kept of the entries. */
  onAccepted?: () => void;
  /** After the success toast: e.g. refresh what the submission changed and go on. */
  onSuccess?: (response: unknown, data: Record<string, unknown>) => void | Promise<void>;
}

/** How a submission ended: accepted, or refused with the server's field errors (if any). */
export interface SubmitResult {
  ok: boolean;
  fieldErrors: FieldError[];
  /** Set for a press that joined a submission already under way: its caller has nothing more to do (the first press's caller does it). */
  joined?: boolean;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The one submit pipeline of catalog forms: sends the form to its manifest's `submit` endpoint
 * with an `Idempotency-Key` (the same key while the same body is retried, so a retry after a lost
 * reply is applied once), shows the manifest's success message and refreshes the records it names
 * (`submit.refreshes`), or shows the failure text (engine/core
 * `failureText` of `submit.failureMessage`) with the server's field errors at their fields.
 */
export function useSubmission(form: CompiledForm, options: SubmissionOptions = {}) {
  const capabilities = useCapabilities();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // The submission under way: a second press before the page re-renders as busy (a double click,
  // Enter and a click) shares its outcome instead of sending again and saying so twice.
  const inFlight = useRef<Promise<SubmitResult> | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const send = useCallback(
    async (data: Record<string, unknown>): Promise<SubmitResult> => {
      const spec = form.manifest.submit;
      if (!spec || !capabilities) throw new Error(`Form ${form.manifest.id} has no submit or the page no capabilities`);
      const body = latest.current.body ? latest.current.body(data) : spec.payload ? requestPayload(form.manifest, spec.payload, data) : { [spec.payloadKey]: data };
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
      setBusy(true);
      setServerErrors([]);
      const progress = latest.current.progressToast ? showToast('info', spec.loadingMessage) : undefined;
      const closeProgress = () => progress && toaster.dismiss(progress);
      let response: unknown;
      try {
        response = await capabilities.request(spec.endpoint, { method: spec.method, body, idempotencyKey: attempt.current.key });
      } catch (error) {
        closeProgress();
        setBusy(false);
        showToast('error', failureText(spec.failureMessage ?? form.manifest.messages?.failure, error));
        const fieldErrors = ((error as { fieldErrors?: FieldError[] })?.fieldErrors ?? []).slice();
        setServerErrors(fieldErrors);
        return { ok: false, fieldErrors };
      }
      attempt.current = null;
      latest.current.onAccepted?.();
      closeProgress();
      showToast('success', spec.successMessage);
      await capabilities.refresh(spec.refreshes ?? []);
      await latest.current.onSuccess?.(response, data);
      setBusy(false);
      return { ok: true, fieldErrors: [] };
    },
    [form, capabilities],
  );
  const submit = useCallback(
    (data: Record<string, unknown>): Promise<SubmitResult> => {
      if (inFlight.current) return inFlight.current.then((result) => ({ ...result, joined: true }));
      inFlight.current = send(data).finally(() => (inFlight.current = null));
      return inFlight.current;
    },
    [send],
  );

  return { submit, busy, serverErrors, setServerErrors };
}

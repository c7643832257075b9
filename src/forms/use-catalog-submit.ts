import { showToast, useSubmission } from '../../engine/react/index.ts';
import type { CatalogFormState } from './use-catalog-form.ts';
import { unfixableErrors } from './unfixable-errors.ts';

export type SubmitOutcome = 'sent' | 'invalid' | 'failed';

export interface CatalogSubmitOptions {
  /** How the manifest's loading message shows while the call runs: the overlay (default) or an info toast. */
  progress?: 'overlay' | 'toast';
  /** After the success toast, e.g. refresh cached data and navigate. */
  onSuccess?: (response: unknown) => void | Promise<void>;
}

/**
 * Submits a single-step catalog form page: validates the whole form first (errors show at their
 * fields; errors at hidden fields in a toast), then sends it through the engine's one submit
 * pipeline (`useSubmission`: the manifest's endpoint, payload key, messages and an
 * Idempotency-Key); a 400's field errors show at their fields.
 */
export function useCatalogSubmit(state: CatalogFormState, options: CatalogSubmitOptions = {}) {
  const submission = useSubmission(state.form, {
    // Saved: a reload, or the page remounted by the refresh that follows, must not offer the same entries again.
    onAccepted: state.forgetEntries,
    onSuccess: options.onSuccess,
    progressToast: options.progress === 'toast',
  });
  const loadingMessage = state.form.manifest.submit!.loadingMessage;

  const send = async (): Promise<SubmitOutcome> => {
    if (submission.busy) return 'failed';
    if (!state.validation.valid) {
      state.markSubmitAttempt();
      const unfixable = unfixableErrors(state.form, state.validation.errors);
      for (const error of unfixable) showToast('error', error.message);
      // What is sent may fail where the step's own check does not look (e.g. a quick edit's emptied
      // date, sent as null): show those at their fields too.
      state.setServerErrors(state.validation.errors.filter((error) => !unfixable.includes(error)));
      return 'invalid';
    }
    state.setServerErrors([]);
    // What is sent (useSubmission: the form's named payload mapping of it, or it under `payloadKey`).
    const result = await submission.submit(state.payload());
    // A second press while the first was under way: the first press's call shows what follows (and marks an invalid attempt once).
    if (result.joined) return result.ok ? 'sent' : 'failed';
    if (result.ok) return 'sent';
    if (!result.fieldErrors.length) return 'failed';
    state.setServerErrors(result.fieldErrors);
    state.markSubmitAttempt();
    return 'invalid';
  };

  return { send, busy: submission.busy, overlay: options.progress !== 'toast' && submission.busy, loadingMessage };
}

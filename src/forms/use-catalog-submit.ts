import { useState } from 'react';
import { showToast, toaster } from '../../engine/react/index.ts';
import { ApiError, errorText } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import type { CatalogFormState } from './use-catalog-form.ts';
import { unfixableErrors } from './unfixable-errors.ts';

export type SubmitOutcome = 'sent' | 'invalid' | 'failed';

export interface CatalogSubmitOptions {
  /** How the manifest's loading message shows while the call runs: the overlay (default) or an info toast. */
  progress?: 'overlay' | 'toast';
  /** After the success toast, e.g. refresh cached data and navigate. */
  onSuccess?: (response: unknown) => void | Promise<void>;
}

/** The failure text of spec 1 section 8: the manifest's start, then the details or the message. */
export function failureText(start: string | undefined, error: unknown): string {
  const detail = error instanceof ApiError && error.details.length ? error.details.join(', ') : errorText(error);
  return `${start ?? 'An error occurred'} - ${detail}`;
}

/**
 * Submits a catalog form of submit kind 'custom': validates the whole form first (errors show at
 * their fields; errors at hidden fields in a toast), then sends `{ [payloadKey]: data }` to the
 * manifest's endpoint with its loading, success and failure messages; a 400's field errors show
 * at their fields.
 */
export function useCatalogSubmit(state: CatalogFormState, options: CatalogSubmitOptions = {}) {
  const submit = state.form.manifest.submit!;
  const [busy, setBusy] = useState(false);

  const send = async (): Promise<SubmitOutcome> => {
    if (busy) return 'failed';
    if (!state.validation.valid) {
      state.markSubmitAttempt();
      for (const error of unfixableErrors(state.form, state.validation.errors)) showToast('error', error.message);
      return 'invalid';
    }
    setBusy(true);
    state.setServerErrors([]);
    const progress = options.progress === 'toast' ? showToast('info', submit.loadingMessage) : undefined;
    let response: unknown;
    try {
      response = await apiFetch(submit.endpoint, { method: submit.method, body: { [submit.payloadKey]: state.payload() } });
    } catch (error) {
      if (progress) toaster.dismiss(progress);
      setBusy(false);
      showToast('error', failureText(submit.failureMessage, error));
      if (error instanceof ApiError && error.fieldErrors.length) {
        state.setServerErrors(error.fieldErrors);
        state.markSubmitAttempt();
        return 'invalid';
      }
      return 'failed';
    }
    showToast('success', submit.successMessage);
    setBusy(false);
    await options.onSuccess?.(response);
    return 'sent';
  };

  return { send, busy, overlay: options.progress !== 'toast' && busy, loadingMessage: submit.loadingMessage };
}

import { startTransition, useEffect, useState } from 'react';
import { instantiateRevision, type RevisionModule } from '../../../engine/core/revision-runtime.ts';
import type { CompiledForm } from '../../../engine/core/types.ts';

export interface DraftModule {
  form: CompiledForm | undefined;
  /** The URL the form was loaded from (undefined for the fallback). */
  url: string | undefined;
  error: unknown;
}

/**
 * The compiled draft the server built with the same codegen as the build, imported from our own
 * origin (a plain ES module: no eval, the page's CSP unchanged). Until a URL is given, `fallback`.
 */
export function useDraftModule(moduleUrl: string | undefined, fallback: CompiledForm | undefined): DraftModule {
  const [state, setState] = useState<DraftModule>({ form: undefined, url: undefined, error: undefined });
  useEffect(() => {
    if (!moduleUrl) return;
    let current = true;
    (import(/* @vite-ignore */ moduleUrl) as Promise<RevisionModule>).then(instantiateRevision).then(
      // The new preview renders as a transition React splits into slices: a whole form at once
      // held the main thread for hundreds of milliseconds on a phone.
      (form) => current && startTransition(() => setState({ form, url: moduleUrl, error: undefined })),
      (error: unknown) => current && setState((before) => ({ ...before, error })),
    );
    return () => {
      current = false;
    };
  }, [moduleUrl]);
  return moduleUrl ? state : { form: fallback, url: undefined, error: undefined };
}

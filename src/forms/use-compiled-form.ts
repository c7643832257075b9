import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';
import { catalog, type CatalogEntry } from '../../generated/registry.gen.ts';
import { loadCurrentForm, loadCurrentManifest } from './current-form.ts';

/** The query of a compiled form at its current published revision, loaded once per session: one cache entry per form, whichever page or dialog asks. */
export function compiledFormQuery(formId: string) {
  return { queryKey: ['compiled-form', formId], queryFn: () => loadCurrentForm(formId), staleTime: Infinity, gcTime: Infinity };
}

/** A compiled form at its current published revision (the registry's chunk or the revision's module), loaded once per session. */
export function useCompiledForm(formId: string) {
  return useQuery(compiledFormQuery(formId));
}

/** The catalog form a portal page hosts at its route (form.json `route` and `host`). */
export function formAt(route: string, host: NonNullable<FormManifest['host']> = 'page', entries: readonly CatalogEntry[] = catalog): string {
  const entry = entries.find((item) => item.route === route && item.host === host);
  if (!entry) throw new Error(`No catalog form is hosted as ${host} at ${route}`);
  return entry.id;
}

/** The compiled form a portal page hosts at its route, loaded once per session. */
export function useCompiledFormAt(route: string, host: NonNullable<FormManifest['host']> = 'page') {
  return useCompiledForm(formAt(route, host));
}

/**
 * The query of a form's manifest (form.json) as last published, without the form's code, loaded
 * once per session; the manifest of the form itself when `queryClient` holds it already (e.g. back
 * from the wizard to its introduction), with no lookup.
 */
export function formManifestQuery(formId: string, queryClient: QueryClient) {
  return {
    queryKey: ['form-manifest', formId],
    queryFn: () => loadCurrentManifest(formId),
    initialData: () => queryClient.getQueryData<CompiledForm>(compiledFormQuery(formId).queryKey)?.manifest,
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/** The manifest of the catalog form a portal page hosts at its route (see `formManifestQuery`). */
export function useFormManifestAt(route: string, host: NonNullable<FormManifest['host']> = 'page') {
  return useQuery(formManifestQuery(formAt(route, host), useQueryClient()));
}

/**
 * The context a form declares (form.json `context`): its loaded revision's, and until that has
 * arrived the catalog's, so a page asks for the context beside the form's code, not after it.
 */
export function declaredContext(formId: string, compiled: CompiledForm | undefined, entries: readonly CatalogEntry[] = catalog): readonly string[] | undefined {
  return compiled ? compiled.manifest.context : entries.find((entry) => entry.id === formId)?.context;
}

/**
 * What a host embedding the form says while it cannot pay with it yet (its `messages.notReady`):
 * its loaded revision's, and until that has arrived the catalog's, so the reason shows while the
 * form's code is still loading.
 */
export function notReadyMessage(formId: string, compiled: CompiledForm | undefined, entries: readonly CatalogEntry[] = catalog): string | undefined {
  return compiled ? compiled.manifest.messages?.notReady : entries.find((entry) => entry.id === formId)?.notReady;
}

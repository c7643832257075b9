import { useCallback, useMemo } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { isAvailable } from '../../../engine/core/availability.ts';
import type { FormManifest } from '../../../engine/core/types.ts';
import type { Project } from '../../api/types.ts';
import { availabilityFacts } from '../read-only.ts';
import { PROJECT_PAGE_ROUTE } from './project-route.ts';
import { catalog, type CatalogEntry } from '../../../generated/registry.gen.ts';
import { formManifestQuery } from '../../forms/use-compiled-form.ts';

/** A quick edit: the dialog form that edits a shown value (its manifest), and the data pointer of its field. */
export interface QuickEdit {
  form: FormManifest;
  field: string;
}

/** The dialog forms the catalog hosts on the project page. */
export const quickEditEntries = (entries: readonly CatalogEntry[] = catalog) => entries.filter((entry) => entry.host === 'dialog' && entry.route === PROJECT_PAGE_ROUTE);

/**
 * Which values of the project page can be edited in place, and by which dialog form: a form hosted
 * as a dialog at this page edits each value its form.json `initialValues` opens on (e.g. the field
 * `/lotNumber` from `/project/lotNumber`), while its `availability` rule holds for the project.
 * Returns the quick edit for a pointer into `{ project }`, if any. Only the forms' manifests load
 * with the page; a form itself loads when its dialog first opens.
 */
export function useQuickEdits(project: Project): (pointer: string) => QuickEdit | undefined {
  const queryClient = useQueryClient();
  const forms = useQueries({
    queries: quickEditEntries().map((entry) => formManifestQuery(entry.id, queryClient)),
  });
  const loaded = forms.map((query) => query.data);
  const facts = availabilityFacts(project);
  const key = `${loaded.map((form) => form?.id ?? '').join()} ${JSON.stringify(facts)}`;
  const edits = useMemo(() => {
    const byPointer = new Map<string, QuickEdit>();
    for (const form of loaded) {
      if (!form || !isAvailable(form.availability, facts)) continue;
      for (const [field, source] of Object.entries(form.initialValues ?? {})) byPointer.set(source, { form, field });
    }
    return byPointer;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCallback((pointer: string) => edits.get(pointer), [edits]);
}

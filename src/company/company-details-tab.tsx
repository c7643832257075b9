import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay } from '../../engine/react/index.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { FormActions } from '../forms/form-actions.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import { useCatalogSubmit } from '../forms/use-catalog-submit.ts';
import { useKeptEntriesKey } from '../forms/use-kept-entries-key.ts';
import type { Organisation } from '../api/types.ts';

/**
 * The company details form: an active admin edits it and Save is enabled only when the form is
 * valid and changed; everyone else sees it read-only.
 */
export function CompanyDetailsTab({ form, organisation, canEdit }: { form: CompiledForm; organisation: Organisation; canEdit: boolean }) {
  const context = useMemo(() => ({ organisation }), [organisation]);
  const keepAs = useKeptEntriesKey(form);
  // Only an editor has entries to keep.
  const state = useCatalogForm(form, context, { keepAs: canEdit ? keepAs : undefined });
  const submit = useCatalogSubmit(state, {
  });
  const blockedReason = !state.dirty ? 'No changes to save.' : !state.validation.valid ? 'Correct the errors in the form to save.' : undefined;
  return (
    <>
      {!canEdit && <Text mb="4">Only an active admin of the company can change these details.</Text>}
      <form
        noValidate
        aria-label={form.manifest.title}
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit && !blockedReason) void submit.send();
          else if (canEdit) state.markSubmitAttempt();
        }}
      >
        <CatalogFormView state={state} readonly={!canEdit} disabled={submit.busy}>
          {canEdit && <FormActions label="Save" busy={submit.busy} blockedReason={blockedReason} id="company-save-blocked" onBlockedPress={state.markSubmitAttempt} />}
        </CatalogFormView>
      </form>
      <LoadingOverlay open={submit.overlay} message={submit.loadingMessage} />
    </>
  );
}

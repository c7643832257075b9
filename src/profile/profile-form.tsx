import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay } from '../../engine/react/index.ts';
import type { UserContact } from '../api/types.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { FormActions } from '../forms/form-actions.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import { useCatalogSubmit } from '../forms/use-catalog-submit.ts';
import { useKeptEntriesKey } from '../forms/use-kept-entries-key.ts';

/** The My details form on the signed-in user's contact: Save returns home. */
export function ProfileForm({ form, contact }: { form: CompiledForm; contact: UserContact }) {
  const navigate = useNavigate();
  const context = useMemo(() => ({ contact }), [contact]);
  const state = useCatalogForm(form, context, { keepAs: useKeptEntriesKey(form) });
  const submit = useCatalogSubmit(state, {
    onSuccess: async () => {
      navigate(form.manifest.submit!.successRoute, { replace: true });
    },
  });
  return (
    <>
      <form
        noValidate
        aria-label={form.manifest.title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit.send();
        }}
      >
        <CatalogFormView state={state} disabled={submit.busy}>
          <FormActions label="Save" busy={submit.busy} onCancel={() => {
              // Cancel discards what was entered.
              state.forgetEntries();
              navigate('/');
            }} />
        </CatalogFormView>
      </form>
      <LoadingOverlay open={submit.overlay} message={submit.loadingMessage} />
    </>
  );
}

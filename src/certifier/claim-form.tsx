import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fillMessage, type ClaimRowErrors } from '../../engine/core/claim-csv.ts';
import { failureText } from '../../engine/core/host.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay, showToast } from '../../engine/react/index.ts';
import { portal } from '../../generated/portal.gen.ts';
import { missingItems, missingItemsHint } from '../../engine/core/missing-items.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { FormActions } from '../forms/form-actions.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import { useKeptEntriesKey } from '../forms/use-kept-entries-key.ts';
import { restoreInto, useKeptFileStore } from '../forms/kept-files.ts';
import { CLAIMS_QUERY_KEY } from './certifier-home-page.tsx';
import { ClaimRowErrorList } from './claim-row-errors.tsx';
import { submitClaim } from './submit-claim.ts';
import { useClaimCsvCheck } from './use-claim-csv-check.ts';

const text = portal.certifierClaims.messages;

export interface ClaimFormProps {
  form: CompiledForm;
  context: Record<string, unknown>;
  vendorNo: string;
}

/**
 * The claim form (spec 1 section 2): the catalog form's bank details and file, the file's CSV
 * checks in a worker, and Submit only when a file is attached, it has no errors and the bank
 * details are valid. The claim goes as multipart; a refused claim lists the server's row errors.
 */
export function ClaimForm({ form, context, vendorNo }: ClaimFormProps) {
  const { manifest } = form;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The bank details and the chosen file are kept across a reload.
  const keepAs = useKeptEntriesKey(form);
  const state = useCatalogForm(form, context, { keepAs });
  const fileStore = useKeptFileStore(keepAs, (store) => restoreInto(form, store, state.getData, state.setData));
  const { file, check } = useClaimCsvCheck(fileStore);
  const [busy, setBusy] = useState(false);
  const [serverRows, setServerRows] = useState<{ file: File; groups: ClaimRowErrors[]; moreErrors: boolean } | null>(null);

  const csvErrors = check.status === 'done' ? check.result : null;
  const missing = missingItems(form, state.validation.errors, !file, state.data);
  const blocked =
    missingItemsHint(missing) ??
    (check.status === 'checking'
      ? text.checkingFile
      : csvErrors?.groups.length
        ? 'To submit, correct the errors in the claim file.'
        : undefined);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || blocked || !file) return state.markSubmitAttempt();
    setBusy(true);
    const result = await submitClaim(manifest.submit!.endpoint, file, vendorNo, state.getData().bankAccount);
    setBusy(false);
    if (result.kind === 'accepted') {
      state.forgetEntries();
      fileStore.forgetKept();
      showToast('success', fillMessage(manifest.submit!.successMessage, { claimNo: result.claimNo }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['bank-accounts'] })]);
      navigate(manifest.submit!.successRoute);
    } else if (result.kind === 'rows') {
      showToast('error', text.resultFailed);
      setServerRows({ file, groups: result.groups, moreErrors: result.moreErrors });
    } else {
      showToast('error', failureText(manifest.submit!.failureMessage, result.error));
      const fieldErrors = (result.error as { fieldErrors?: [] })?.fieldErrors ?? [];
      if (fieldErrors.length) {
        state.setServerErrors(fieldErrors);
        state.markSubmitAttempt();
      }
    }
  };

  // The browser's own findings are not a refused submission: each source has its heading. The
  // refusal's message is the toast's alone, so the page shows it once.
  const shownRows = csvErrors && csvErrors.groups.length ? { ...csvErrors, title: text.fileErrors } : serverRows && serverRows.file === file ? { ...serverRows, title: text.refusedRows } : null;
  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={manifest.title}>
        <CatalogFormView state={state} fileStore={fileStore} disabled={busy}>
          {check.status === 'checking' && <output aria-live="polite">{text.checkingFile}</output>}
          {shownRows && <ClaimRowErrorList title={shownRows.title} groups={shownRows.groups} moreErrors={shownRows.moreErrors} />}
          <FormActions label="Submit" busy={busy} blockedReason={blocked} id="claim-submit-missing" onBlockedPress={state.markSubmitAttempt} onCancel={() => {
            // Cancel discards what was entered.
            state.forgetEntries();
            fileStore.forgetKept();
            navigate('/certifier-portal');
          }} />
        </CatalogFormView>
      </form>
      <LoadingOverlay open={busy} message={manifest.submit!.loadingMessage} />
    </>
  );
}

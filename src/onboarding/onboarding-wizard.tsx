import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { applyPrefill } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay, showToast, useFormMachine, useSubmission, WizardFrame } from '../../engine/react/index.ts';
import type { UserContact } from '../api/types.ts';
import { fillRoute } from '../forms/fill-route.ts';

/**
 * Steps 1 to 3 of onboarding: the catalog form's machine (choice of user type, My details) in
 * the engine's wizard frame, then the onboard call through the submit pipeline (its body is the
 * form's payload mapping, the records it refreshes from form.json), and the success route, from
 * where the home route opens the new contact's area.
 */
export function OnboardingWizard({ form, contact }: { form: CompiledForm; contact: Partial<UserContact> }) {
  const { manifest } = form;
  const context = useMemo(() => ({ contact }), [contact]);
  const initial = useMemo(() => applyPrefill(manifest, context, {} as Record<string, unknown>), [manifest, context]);
  const machine = useFormMachine(form, { data: initial, context });
  const navigate = useNavigate();
  const { submit, busy, serverErrors } = useSubmission(form, {
    onSuccess: () => {
      navigate(fillRoute(manifest.submit?.successRoute ?? '/', {}), { replace: true });
    },
  });

  const onSubmit = async (data: Record<string, unknown>) => {
    if (!contact.contactId) {
      showToast('error', manifest.messages?.missingContext ?? '');
      return false;
    }
    return (await submit(data)).ok;
  };

  return (
    <>
      <WizardFrame machine={machine} onSubmit={onSubmit} busy={busy ? 'submitting' : ''} serverErrors={serverErrors} />
      <LoadingOverlay open={busy} message={manifest.submit?.loadingMessage ?? ''} />
    </>
  );
}

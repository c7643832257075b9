import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { applyPrefill } from '../../engine/core/index.ts';
import type { CompiledForm, FieldError } from '../../engine/core/types.ts';
import { LoadingOverlay, showToast, StepFrame, useAbnLookup, useFormMachine } from '../../engine/react/index.ts';
import { ApiError, errorText } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import type { UserContact } from '../api/types.ts';
import { AREA_HOME, type ContactArea } from '../pages/home-decision.ts';
import { lookupAbn, onboardPayload } from './onboarding-api.ts';

/**
 * Steps 1 to 3 of onboarding: the catalog form's machine (choice of user type, My details), then
 * the onboard call, the success toast, a refreshed contact and the matching portal.
 */
export function OnboardingWizard({ form, contact }: { form: CompiledForm; contact: Partial<UserContact> }) {
  const { manifest } = form;
  const messages = manifest.messages ?? {};
  const submit = manifest.submit!;
  const context = useMemo(() => ({ contact }), [contact]);
  const initial = useMemo(() => applyPrefill(manifest, context, {} as Record<string, unknown>), [manifest, context]);
  const machine = useFormMachine(form, { data: initial, context });
  const onAbnLookup = useAbnLookup(machine, lookupAbn);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = useCallback(
    async (data: Record<string, unknown>) => {
      if (!contact.contactId) {
        showToast('error', messages.missingContact ?? '');
        return false;
      }
      try {
        await apiFetch(submit.endpoint, { method: submit.method, body: onboardPayload(data) });
      } catch (error) {
        const details = error instanceof ApiError && error.details.length ? error.details.join(', ') : errorText(error);
        showToast('error', (messages.failure ?? '').replace('{details}', details));
        setServerErrors(error instanceof ApiError ? error.fieldErrors : []);
        return false;
      }
      setServerErrors([]);
      showToast('success', submit.successMessage);
      void queryClient.invalidateQueries({ queryKey: ['user-contact'] });
      void queryClient.invalidateQueries({ queryKey: ['portal-roles'] });
      const area = data.userType as ContactArea;
      navigate(AREA_HOME[area], { state: { onboardedAs: area } });
      return true;
    },
    [contact.contactId, messages, submit, queryClient, navigate],
  );

  return (
    <>
      <StepFrame machine={machine} onSubmit={onSubmit} onAbnLookup={onAbnLookup} serverErrors={serverErrors} />
      <LoadingOverlay open={machine.submitting} message={submit.loadingMessage} />
    </>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyPrefill } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { LoadingOverlay, showToast, useFormMachine, useSubmission, WizardFrame } from '../../engine/react/index.ts';
import type { UserContact } from '../api/types.ts';
import { fillRoute } from '../forms/fill-route.ts';
import { forgetKeptEntries, keptEntriesKey, readKeptSnapshot, writeKeptSnapshot } from '../forms/kept-entries.ts';
import { useAuth } from '../auth/index.ts';

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
  // Where the user is in the wizard is kept in the tab until they finish, so a refresh resumes there.
  const { user } = useAuth();
  const { pathname } = useLocation();
  const keptAs = user ? keptEntriesKey(form, user.oid, pathname) : undefined;
  const [kept] = useState(() => (keptAs ? readKeptSnapshot(keptAs, form) : undefined));
  const machine = useFormMachine(form, { data: initial, context, snapshot: kept });
  const { subscribe, persist } = machine;
  // A resumed wizard takes the contact as it is now, and its prefill again (the names and email
  // the user may not change).
  const { send, setData, getData } = machine;
  useEffect(() => {
    if (!kept) return;
    send({ type: 'CONTEXT_CHANGED', context });
    setData(applyPrefill(manifest, context, getData()));
  }, [kept, send, setData, getData, manifest, context]);
  const finished = useRef(false);
  useEffect(() => (keptAs ? subscribe(() => finished.current || writeKeptSnapshot(keptAs, persist())) : undefined), [keptAs, subscribe, persist]);
  const navigate = useNavigate();
  const { submit, busy, serverErrors } = useSubmission(form, {
    onSuccess: () => {
      finished.current = true;
      if (keptAs) forgetKeptEntries(keptAs);
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

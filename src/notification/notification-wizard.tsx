import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Heading, List, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { filesFieldPointers, readPointer, stepEmbed } from '../../engine/core/index.ts';
import type { CompiledForm, StepEmbed } from '../../engine/core/types.ts';
import { FileStore, LoadingOverlay, useFormMachine, WizardFrame } from '../../engine/react/index.ts';
import { CardPaymentEmbed, type CardPaymentController, type CardPaymentStatus } from './card-payment-embed.tsx';
import { Confirmation } from './confirmation.tsx';
import { fetchDraft } from './notification-api.ts';
import { dropLostFiles, stepOfPointer, type LostFiles } from './lost-files.ts';
import { clearDraft, clearSubmitted, keptStepFiles, readDraft, writeDraft, writeSubmitted, type SessionDraft, type Submission } from './session-draft.ts';
import { restoreInto } from '../forms/kept-files.ts';
import { HOME_PATH, NOTIFY_PATH, stepOfPath, stepPath } from './step-route.ts';
import { STORED_ID, useWizardCalls } from './use-wizard-calls.ts';

/**
 * The notification wizard: the form's machine (resumed from the session draft) in the engine's
 * one wizard frame, Save & Exit, the blocking overlay and the confirmation. The route follows the
 * machine's step; every change is kept in the session. A step embedding the card payment
 * (form.json `embed`) submits by paying with it (card-payment-embed.tsx).
 */
export function NotificationWizard({ form, draft, initialContext }: { form: CompiledForm; draft: SessionDraft; initialContext: Record<string, unknown> }) {
  const m = form.manifest.messages ?? {};
  const navigate = useNavigate();
  const { pathname, key: locationKey, state: locationState } = useLocation();
  // A page load keeps no chosen file: their descriptions leave the data and are asked for again.
  const restored = useMemo(() => dropLostFiles(draft, filesFieldPointers(form.uiSchema)), [draft, form]);
  const machine = useFormMachine(form, { snapshot: restored.snapshot, data: restored.data, context: initialContext });
  const stores = useMemo(() => {
    const byStep = Object.fromEntries(form.manifest.steps.map((step) => [step.id, new FileStore({ keeper: keptStepFiles(draft, step.id) })]));
    for (const [pointer, lost] of Object.entries(restored.lostFiles ?? {})) byStep[stepOfPointer(form.manifest.steps, pointer) ?? '']?.setLost(lost);
    return byStep;
  }, [form, restored, draft]);
  const { busy, overlay, runCall, saveNow, saveAndExit, submit, submitPaid, retryUploads, unsavedChanges, rememberOpened } = useWizardCalls(machine, draft, stores);
  // The saved draft the wizard edits, which field checks leave out (its own job number is no repeat).
  const recordId = useCallback(() => {
    const id = (readDraft() ?? draft).projectId;
    return id && STORED_ID.test(id) ? id : undefined;
  }, [draft]);
  const [submission, setSubmission] = useState<Submission | null>(draft.submission ?? null);
  const stepId = machine.step?.id ?? '';
  const embedded = machine.step ? stepEmbed(form, machine.step, machine.data, machine.context) : undefined;
  const card = useRef<CardPaymentController | null>(null);
  const [cardStatus, setCardStatus] = useState<CardPaymentStatus>({ paying: false });

  // A submitted notification (this session's, or one found submitted meanwhile) shows the server's confirmation: its number, date and payment.
  const showSubmitted = useCallback((shown: Submission) => {
    setSubmission(shown);
    clearDraft();
    writeSubmitted(shown);
  }, []);
  const submittedId = submission?.projectId;
  useEffect(() => {
    if (!submittedId) return;
    let cancelled = false;
    fetchDraft(submittedId).then(
      (project) => {
        if (cancelled || project.status === 'Draft') return;
        setSubmission((shown) => (shown ? { ...shown, projectNumber: project.projectNumber ?? shown.projectNumber, submittedOn: project.notificationDate ?? shown.submittedOn, paymentReference: project.paymentReference ?? shown.paymentReference, paymentDate: project.paymentDate ?? shown.paymentDate } : shown));
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [submittedId]);

  // The files still to attach again are kept in the session too, until attached.
  useEffect(() => {
    const keepLost = () => {
      const stored = readDraft();
      if (!stored) return;
      const lostFiles: LostFiles = {};
      for (const pointer of Object.keys(restored.lostFiles ?? {})) {
        const lost = stores[stepOfPointer(form.manifest.steps, pointer) ?? '']?.getLost() ?? [];
        if (lost.length) lostFiles[pointer] = [...lost];
      }
      writeDraft({ ...stored, snapshot: machine.persist(), data: undefined, lostFiles: Object.keys(lostFiles).length ? lostFiles : undefined });
    };
    keepLost();
    const unsubscribe = Object.values(stores).map((store) => store.subscribe(keepLost));
    return () => unsubscribe.forEach((u) => u());
  }, [stores]); // eslint-disable-line react-hooks/exhaustive-deps

  // The files this tab kept for the draft come back after a page load, into the data at their step's files field.
  useEffect(() => {
    let live = true;
    for (const pointer of filesFieldPointers(form.uiSchema)) {
      const store = stores[stepOfPointer(form.manifest.steps, pointer) ?? ''];
      void store?.restore().then((back) => {
        if (!back || !live) return;
        restoreInto(form, store, machine.getData, machine.setData, pointer);
        // A field its section hides now (the machine emptied it) holds no files: they are not the draft's any more.
        const held = readPointer(machine.getData(), pointer);
        if (!Array.isArray(held) || held.length === 0) store.clear();
      });
    }
    return () => {
      live = false;
    };
  }, [stores]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(rememberOpened, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Keep the whole state in the session; the route follows the machine's step.
  useEffect(
    () => machine.subscribe(() => {
      // After Save & Exit or a submission the draft is gone: nothing to keep any more.
      const stored = readDraft();
      if (stored) writeDraft({ ...stored, snapshot: machine.persist(), data: undefined });
    }),
    [machine.subscribe], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const routedStep = useRef('');
  const navigationType = useNavigationType();
  const seenLocation = useRef('');
  // A confirmation shown again after a reload has no machine behind it: its route stays.
  const reshown = !!draft.submission;
  useEffect(() => {
    if (reshown) return;
    const order = (id: string) => form.manifest.steps.findIndex((step) => step.id === id);
    const routed = stepOfPath(pathname);
    const arrived = seenLocation.current !== locationKey;
    seenLocation.current = locationKey;
    // The browser's Back to the step before is the wizard's Back; Forward to the step after (which
    // only the wizard's Next, with its checks and saves, may open) goes back one entry to the
    // machine's step, so the history stays as it was and the next Back leaves that step; any other
    // history move returns to the machine's step in place.
    if (arrived && navigationType === 'POP' && routedStep.current === stepId && routed && routed !== stepId) {
      if (!submission && order(routed) === order(stepId) - 1 && machine.can('BACK')) machine.send({ type: 'BACK' });
      else if (order(routed) === order(stepId) + 1) navigate(-1);
      else navigate(stepPath(stepId), { replace: true });
      return;
    }
    // Not to the path already shown: that navigation re-rendered the whole step for nothing, in
    // one blocking task when the wizard opens. A step forward is a history entry, so the browser's
    // Back returns to the step before; the wizard's Back returns along that entry when it came
    // from there, and otherwise (opening the wizard, a resumed step) the entry is replaced.
    if (stepId && stepId !== routedStep.current && pathname !== stepPath(stepId)) {
      const forward = !!routedStep.current && order(stepId) > order(routedStep.current);
      const cameFrom = (locationState as { wizardFrom?: string } | null)?.wizardFrom;
      if (forward) navigate(stepPath(stepId), { state: { wizardFrom: routedStep.current } });
      else if (routedStep.current && cameFrom === stepId) navigate(-1);
      else navigate(stepPath(stepId), { replace: true });
      // Whatever location comes next is news, even the one just left: a quick Back can land
      // before this navigation renders, and React shows only where history ended.
      seenLocation.current = '';
    }
    routedStep.current = stepId;
  }, [stepId, navigate, reshown, pathname, locationKey, locationState, navigationType, form, machine, submission]);

  const payByCard = async () => {
    const details = card.current?.card();
    if (!details) return null;
    return submitPaid((projectId) => card.current?.pay(details, projectId) ?? Promise.resolve(null));
  };
  const onSubmit = async () => {
    const done = embedded?.capability === 'cardPayment' ? await payByCard() : await submit();
    if (done) setSubmission(done);
    return !!done;
  };
  const embeds = {
    cardPayment: (embed: StepEmbed) => (
      <CardPaymentEmbed
        formId={embed.form}
        projectId={readDraft()?.projectId ?? draft.projectId}
        controller={card}
        onStatus={setCardStatus}
        onAlreadySubmitted={(project) =>
          showSubmitted({ projectId: project.projectId, projectNumber: project.projectNumber ?? '', submittedOn: project.notificationDate ?? '', paymentReference: project.paymentReference, paymentDate: project.paymentDate })
        }
        failureMessage={m.failure ?? ''}
        payingMessage={form.manifest.submit?.loadingMessage ?? ''}
        amount={embed.amount ? (readPointer(machine.data, embed.amount) as number | undefined) : undefined}
      />
    ),
  };
  const close = () => {
    clearDraft();
    clearSubmitted();
    navigate(HOME_PATH);
  };
  // Back on the first step goes to the page before (the intro, or the dashboard a draft was
  // resumed from); the draft stays in the session. A draft the server stores is saved first when
  // it was changed: resuming it from the dashboard opens what the server holds.
  const backOut = async () => {
    if (unsavedChanges() && !(await saveNow())) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(NOTIFY_PATH);
  };
  const exit = async () => {
    if (await saveAndExit()) navigate(HOME_PATH);
  };
  const notice = draft.notice ? (
    <Alert.Root status="warning" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{draft.notice}</Alert.Title>
        <List.Root ps="5">{(draft.reEnter ?? []).map((item) => <List.Item key={item.path}>{`${item.path.split('/').pop()}: ${item.message}`}</List.Item>)}</List.Root>
      </Alert.Content>
    </Alert.Root>
  ) : null;

  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {form.manifest.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {form.manifest.formReference}
        {draft.projectNumber ? ` · ${draft.projectNumber}` : ''}
      </Text>
      {submission ? (
        <Confirmation submission={submission} messages={m} stores={Object.values(stores)} onClose={close} onRetryUploads={() => retryUploads(submission.projectNumber)} justSubmitted={!reshown} />
      ) : (
        <WizardFrame
          machine={machine}
          onSubmit={onSubmit}
          onSaveExit={exit}
          busy={busy || (cardStatus.paying ? 'paying' : '')}
          runCall={runCall}
          fileStores={stores}
          notice={notice}
          onSaveBeforeNext={saveNow}
          embeds={embeds}
          blockedReason={embedded ? cardStatus.blockedReason : undefined}
          recordId={recordId}
          onBackOut={backOut}
        />
      )}
      <LoadingOverlay open={!!busy} message={overlay} />
    </Box>
  );
}

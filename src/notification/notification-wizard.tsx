import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Heading, List, Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { useNavigate } from 'react-router';
import { readPointer, validateStep, writePointer } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FileStore, LoadingOverlay, Stepper, useFormMachine, WizardActions } from '../../engine/react/index.ts';
import { Confirmation } from './confirmation.tsx';
import { dropLostFiles, filesFieldPointers, stepOfPointer, type LostFiles } from './lost-files.ts';
import { readDraft, writeDraft, type SessionDraft, type Submission } from './session-draft.ts';
import { StepBody } from './step-body.tsx';
import { HOME_PATH, stepPath } from './step-route.ts';
import { useNotificationContext } from './use-notification-context.ts';
import { useWizardCalls } from './use-wizard-calls.ts';

const SUBMIT_OPTIONS = new Set(['PayLater', 'Review']);

/**
 * The notification wizard's frame: the form's machine (resumed from the session draft), the
 * stepper, the current step, Back / Save & Exit / Next or Submit, the blocking overlay, and the
 * confirmation. The route follows the machine's step; every change is kept in the session.
 */
export function NotificationWizard({ form, draft, initialContext }: { form: CompiledForm; draft: SessionDraft; initialContext: Record<string, unknown> }) {
  const m = form.manifest.messages ?? {};
  const navigate = useNavigate();
  // A page load keeps no chosen file: their descriptions leave the data and are asked for again.
  const restored = useMemo(() => dropLostFiles(draft, filesFieldPointers(form.uiSchema)), [draft, form]);
  const machine = useFormMachine(form, { snapshot: restored.snapshot, data: restored.data, context: initialContext });
  const stores = useMemo(() => {
    const byStep = Object.fromEntries(form.manifest.steps.map((step) => [step.id, new FileStore()]));
    for (const [pointer, lost] of Object.entries(restored.lostFiles ?? {})) byStep[stepOfPointer(form.manifest.steps, pointer) ?? '']?.setLost(lost);
    return byStep;
  }, [form, restored]);
  const { busy, saveAndExit, calculate, submit } = useWizardCalls(machine, draft, stores);
  const [submission, setSubmission] = useState<Submission | null>(draft.submission ?? null);
  const [attempts, setAttempts] = useState({ step: '', count: 0 });
  const stepId = machine.step?.id ?? '';
  const submitCount = attempts.step === stepId ? attempts.count : 0;

  // Context: lookups, organisation, the chosen description's questions and type of work.
  const building = (machine.data.buildingDetails ?? {}) as Record<string, unknown>;
  const { context, typeOfWork } = useNotificationContext(building.descriptionOfWork);
  const firstContext = useRef(true);
  useEffect(() => {
    if (firstContext.current) {
      firstContext.current = false;
      return;
    }
    machine.send({ type: 'CONTEXT_CHANGED', context });
  }, [context, machine.send]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (typeOfWork && building.typeOfWork !== typeOfWork) machine.setData(writePointer(machine.getData(), '/buildingDetails/typeOfWork', typeOfWork));
  }, [typeOfWork, building.typeOfWork]); // eslint-disable-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => {
    const ui = form.uiSchema as UiSchema;
    return typeOfWork ? writePointer(ui, '/buildingDetails/typeOfWork/ui:readonly', true) : ui;
  }, [form, typeOfWork]);

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

  // Keep the whole state in the session; the route follows the machine's step.
  useEffect(
    () => machine.subscribe(() => {
      // After Save & Exit or a submission the draft is gone: nothing to keep any more.
      const stored = readDraft();
      if (stored) writeDraft({ ...stored, snapshot: machine.persist(), data: undefined });
    }),
    [machine.subscribe], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useEffect(() => {
    if (stepId) navigate(stepPath(stepId), { replace: true });
  }, [stepId, navigate]);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepId);
  useEffect(() => {
    if (shownStep.current !== stepId) heading.current?.focus();
    shownStep.current = stepId;
  }, [stepId]);

  const option = readPointer(machine.data, '/summary/paymentOption') as string | undefined;
  const submits = stepId === 'payment' || (stepId === 'summary' && SUBMIT_OPTIONS.has(option ?? ''));
  const event = submits ? 'SUBMIT' : 'NEXT';
  const stepValid = machine.step ? validateStep(form.steps[stepId], readPointer(machine.data, machine.step.dataPointer) ?? {}).valid : false;
  const blocked = !stepValid || !machine.can(event);
  const primary = async () => {
    if (busy) return;
    if (blocked) return setAttempts({ step: stepId, count: submitCount + 1 });
    if (event === 'NEXT') return machine.send({ type: 'NEXT' });
    const done = await submit();
    if (done) setSubmission(done);
  };
  const exit = async () => {
    if (await saveAndExit()) navigate(HOME_PATH);
  };

  const overlay = { saving: m.saving, calculating: m.calculating, submitting: form.manifest.submit?.loadingMessage }[busy as string] ?? '';
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {form.manifest.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {form.manifest.formReference}
        {draft.projectNumber ? ` · ${draft.projectNumber}` : ''}
      </Text>
      <Stepper steps={form.manifest.steps} current={stepId} status={machine.stepStatus} />
      {draft.notice && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{draft.notice}</Alert.Title>
            <List.Root ps="5">{(draft.reEnter ?? []).map((item) => <List.Item key={item.path}>{`${item.path.split('/').pop()}: ${item.message}`}</List.Item>)}</List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      <Heading as="h2" size="xl" mb="4" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
        {machine.step?.title}
      </Heading>
      {submission ? (
        <Confirmation submission={submission} messages={m} stores={Object.values(stores)} onClose={() => navigate(HOME_PATH)} />
      ) : (
        <>
          {submits && <Text mb="4">{m.submitWarning}</Text>}
          <StepBody machine={machine} uiSchema={uiSchema} submitCount={submitCount} fileStore={stores[stepId]} busy={!!busy} onCalculate={calculate} />
          <WizardActions
            onBack={machine.can('BACK') ? () => machine.send({ type: 'BACK' }) : undefined}
            onSaveExit={exit}
            saving={busy === 'saving'}
            primaryLabel={submits ? m.submit : m.next}
            onPrimary={primary}
            blocked={blocked}
            blockedNote={m.invalidSections}
            busy={!!busy}
          />
        </>
      )}
      <LoadingOverlay open={!!busy} message={overlay} />
    </Box>
  );
}

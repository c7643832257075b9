/**
 * Benchmark page: the notification wizard's building-details step (forms/notification, loaded
 * through the catalog registry as the portal does), rendered as `NotificationWizard` renders it:
 * the form's machine (`useFormMachine`), the stepper, the step body of src/notification (FormStep
 * in the accordion layout with the wizard's services, ABN lookup, file store and hidden sections
 * and fields), the wizard's buttons with the step's validity computed on each render, and the
 * context shape of `useNotificationContext` (lookups, organisation, today, the chosen description)
 * over the seeded lookups. Typing goes into the building certifier's organisation name, near the
 * end of the step (every accordion item starts open).
 */
import { Profiler, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { readPointer, validateStep, writePointer } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { AppToaster, COMMIT_DELAY_MS, FileStore, pointerToId, Stepper, templates, useFormMachine, widgets, WizardActions } from '../../engine/react/index.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { StepBody } from '../../src/notification/step-body.tsx';
import { todayInBrisbane } from '../../src/notification/use-notification-context.ts';
import { buildingDetails, notificationContext, TARGET, typeOfWorkName } from './notification-fixture.ts';
import { installProbe } from './probe.ts';
import { profileRegistry } from './profile.tsx';

const { onRender, phase } = installProbe({ target: pointerToId(TARGET), commitDelayMs: COMMIT_DELAY_MS });
if (__BENCH_PROFILE__) {
  profileRegistry('widget', widgets as Record<string, unknown>, onRender);
  profileRegistry('template', templates as Record<string, unknown>, onRender);
}

// The form's chunk (schema, ui, machine, precompiled validators), as the portal loads it.
const form = await loadForm('notification');
phase('validators');
const context = notificationContext(todayInBrisbane());

function Wizard({ form }: { form: CompiledForm }) {
  const m = form.manifest.messages ?? {};
  const machine = useFormMachine(form, { data: { buildingDetails }, context });
  const stores = useMemo(() => Object.fromEntries(form.manifest.steps.map((step) => [step.id, new FileStore()])), [form]);
  const uiSchema = useMemo(() => writePointer(form.uiSchema as UiSchema, '/buildingDetails/typeOfWork/ui:readonly', !!typeOfWorkName), [form]);
  const stepId = machine.step?.id ?? '';
  const stepValid = machine.step ? validateStep(form.steps[stepId], readPointer(machine.data, machine.step.dataPointer) ?? {}).valid : false;
  return (
    <>
      <Stepper steps={form.manifest.steps} current={stepId} status={machine.stepStatus} />
      <h2>{machine.step?.title}</h2>
      <StepBody machine={machine} uiSchema={uiSchema} submitCount={0} fileStore={stores[stepId]} busy={false} onCalculate={() => {}} />
      <WizardActions onBack={undefined} onSaveExit={() => {}} primaryLabel={m.next ?? 'Next'} onPrimary={() => {}} blocked={!stepValid || !machine.can('NEXT')} blockedNote={m.invalidSections} />
    </>
  );
}

const wizard = <Wizard form={form} />;
const app = (
  <ChakraProvider value={defaultSystem}>
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      {__BENCH_PROFILE__ ? (
        <Profiler id="NotificationWizard" onRender={onRender}>
          {wizard}
        </Profiler>
      ) : (
        wizard
      )}
    </main>
    <AppToaster />
  </ChakraProvider>
);
phase('render');
createRoot(document.getElementById('root')!).render(app);

/**
 * Benchmark page: the notification wizard's building-details step (forms/notification, loaded
 * through the catalog registry as the portal does), rendered as the portal renders it: the form's
 * machine (`useFormMachine`) in the engine's one wizard frame (stepper, the step in the accordion
 * layout with the host's capabilities, file stores, hidden sections and fields, context selections,
 * the buttons with the step's validity computed on each render), over the context the portal's
 * loaders give it with the seeded lookups. Typing goes into the building certifier's organisation
 * name, near the end of the step (every accordion item starts open).
 */
import { Profiler, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { prepareChakraSystem } from '../../engine/react/theme/style-system.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { AppToaster, CapabilitiesProvider, COMMIT_DELAY_MS, FileStore, pointerToId, templates, useFormMachine, widgets, WizardFrame, type HostCapabilities } from '../../engine/react/index.ts';
import { loadForm } from '../../generated/registry.gen.ts';
import { todayInBrisbane } from '../../engine/core/brisbane-date.ts';
import { buildingDetails, notificationContext, TARGET } from './notification-fixture.ts';
import { installProbe } from './probe.ts';
import { profileRegistry } from './profile.tsx';

const { onRender, phase } = installProbe({ target: pointerToId(TARGET), commitDelayMs: COMMIT_DELAY_MS });
if (__BENCH_PROFILE__) {
  profileRegistry('widget', widgets as Record<string, unknown>, onRender);
  profileRegistry('template', templates as Record<string, unknown>, onRender);
}

// The form's chunk (schema, ui, machine, precompiled validators), as the portal loads it, the
// style system built meanwhile a phase per task (src/main.tsx).
const styleSystem = prepareChakraSystem();
const form = await loadForm('notification');
phase('validators');
const context = notificationContext(todayInBrisbane());

// The host's capabilities, answering at once: the benchmark measures typing, not calls.
const capabilities: HostCapabilities = {
  abnLookup: async () => null,
  fieldCheck: async () => false,
  addressSearch: async () => [],
  uploadFiles: async () => ({ failed: 0 }),
  refresh: async () => {},
  request: async <T,>() => ({}) as T,
};

function Wizard({ form }: { form: CompiledForm }) {
  const machine = useFormMachine(form, { data: { buildingDetails }, context });
  const stores = useMemo(() => Object.fromEntries(form.manifest.steps.map((step) => [step.id, new FileStore()])), [form]);
  return <WizardFrame machine={machine} onSubmit={async () => false} onSaveExit={() => {}} fileStores={stores} />;
}

const wizard = (
  <CapabilitiesProvider value={capabilities}>
    <Wizard form={form} />
  </CapabilitiesProvider>
);
const app = (
  <ChakraProvider value={await styleSystem}>
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

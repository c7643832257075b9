/** Benchmark page: the engine's FormStep with the synthetic form of `?n=` fields. */
import { Profiler, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { prepareChakraSystem } from '../../engine/react/theme/style-system.ts';
import { FormStep } from '../../engine/react/components/form-step.tsx';
import { templates, widgets } from '../../engine/react/theme/registry.ts';
import { COMMIT_DELAY_MS } from '../../engine/react/widgets/use-buffered-value.ts';
import type { CompiledStep, CompiledValidate } from '../../engine/core/types.ts';
import { pointerToId } from '../../engine/react/ids.ts';
import { installProbe } from './probe.ts';
import { profileRegistry } from './profile.tsx';
import { engineForm } from './synthetic.ts';

const n = Number(new URLSearchParams(location.search).get('n') ?? 300);
const form = engineForm(n);
const { onRender, phase } = installProbe({ target: pointerToId(`/${form.target}`), commitDelayMs: COMMIT_DELAY_MS });
if (__BENCH_PROFILE__) {
  profileRegistry('widget', widgets as Record<string, unknown>, onRender);
  profileRegistry('template', templates as Record<string, unknown>, onRender);
}

// The step's validators, precompiled by bench/keystroke.ts with the catalog's codegen (as
// `npm run codegen` does for a real form), loaded as a chunk as a form's chunk would be.
const validators = import.meta.glob<{ validateFns: Record<string, CompiledValidate> }>('../results/keystroke/gen/n*.gen.ts');
const load = validators[`../results/keystroke/gen/n${n}.gen.ts`];
if (!load) throw new Error(`No validators for n=${n}: run bench/keystroke.ts`);
// As the portal's start-up does (src/main.tsx), the style system is built a phase per task while
// the form's chunk is on its way, not after it has come.
const styleSystem = prepareChakraSystem();
const { validateFns } = await load();
phase('validators');

const step: CompiledStep = {
  manifest: { id: 'details', title: 'Details', dataPointer: '', sections: form.sections },
  schema: form.schema,
  validate: validateFns[form.schema.$id as string],
  rjsfValidateFns: validateFns,
};

function App() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const formStep = <FormStep step={step} uiSchema={form.uiSchema} data={data} onChange={setData} />;
  return __BENCH_PROFILE__ ? (
    <Profiler id="FormStep" onRender={onRender}>
      {formStep}
    </Profiler>
  ) : (
    formStep
  );
}

const app = (
  <ChakraProvider value={await styleSystem}>
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <App />
    </main>
  </ChakraProvider>
);
phase('render');
createRoot(document.getElementById('root')!).render(app);

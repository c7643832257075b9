/** Benchmark page: plain RJSF v6 + @rjsf/chakra-ui with the same `?n=` fields, for comparison. */
import { Profiler, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/chakra-ui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { installProbe } from './probe.ts';
import { plainForm } from './synthetic.ts';

const n = Number(new URLSearchParams(location.search).get('n') ?? 300);
const form = plainForm(n);
const { onRender, phase } = installProbe({ target: `root_${form.target}` });

function App() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const rjsf = (
    <Form
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema}
      validator={validator}
      formData={data}
      onChange={(event: IChangeEvent) => setData(event.formData)}
      noHtml5Validate
      showErrorList={false}
    />
  );
  return __BENCH_PROFILE__ ? (
    <Profiler id="Form" onRender={onRender}>
      {rjsf}
    </Profiler>
  ) : (
    rjsf
  );
}

phase('render');
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <App />
    </main>
  </ChakraProvider>,
);

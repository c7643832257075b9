/**
 * Benchmark page: the floor. The same N fields as plain labelled `<input>`s in sections, rendered
 * once by React and left uncontrolled (no handlers): what the browser alone costs per key here.
 */
import { createRoot } from 'react-dom/client';
import { installProbe } from './probe.ts';
import { syntheticFields, targetField } from './synthetic.ts';

const n = Number(new URLSearchParams(location.search).get('n') ?? 300);
const fields = syntheticFields(n);
const { phase } = installProbe({ target: targetField(n).name });
const type = { text: 'text', email: 'email', phone: 'tel', money: 'text', date: 'date', yesNo: 'checkbox' } as const;
const sections = [...new Set(fields.map((f) => f.section))];

phase('render');
createRoot(document.getElementById('root')!).render(
  <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
    {sections.map((s) => (
      <section key={s}>
        <h2>Section {s + 1}</h2>
        {fields
          .filter((f) => f.section === s)
          .map((f) => (
            <div key={f.name} style={{ marginBottom: 16 }}>
              <label htmlFor={f.name} style={{ display: 'block', fontWeight: 600 }}>
                {f.title}
              </label>
              <input id={f.name} name={f.name} type={type[f.kind]} style={{ width: '100%', padding: 8 }} />
            </div>
          ))}
      </section>
    ))}
  </main>,
);

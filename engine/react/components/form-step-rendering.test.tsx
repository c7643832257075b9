import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { FormStep } from './form-step.tsx';
import { focusField, deferRendering } from './error-summary.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

// A step longer than a screenful: 3 sections of 10 required text fields.
const names = Array.from({ length: 30 }, (_, i) => `f${String(i).padStart(2, '0')}`);
const longSchema: JSONSchema7 = {
  type: 'object',
  properties: Object.fromEntries(names.map((n, i) => [n, { type: 'string', title: `Field ${i + 1}`, minLength: 1 }])),
  required: names,
  errorMessage: { required: Object.fromEntries(names.map((n, i) => [n, `Please enter field ${i + 1}.`])) },
};
const long = makeStep(longSchema, {
  sections: [0, 1, 2].map((s) => ({ id: `s${s}`, title: `Section ${s + 1}`, fields: names.slice(s * 10, s * 10 + 10) })),
});

function Harness({ submitCount, external }: { submitCount?: number; external?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <>
      <button type="button" onClick={() => external && setData(external)}>
        Replace
      </button>
      <FormStep step={long.step} validator={long.validator} uiSchema={{}} data={data} onChange={setData} submitCount={submitCount} />
    </>
  );
}

describe('FormStep on a long step', () => {
  it('renders every section (the first screenful first, the rest just after)', async () => {
    renderWithChakra(<Harness />);
    await waitFor(() => expect(screen.getByLabelText('Field 30')).toBeTruthy());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Section 1', 'Section 2', 'Section 3']);
  });

  it('error summary links reach the last field', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness submitCount={1} />);
    await user.click(await screen.findByRole('link', { name: 'Section 3 – Field 30: Please enter field 30.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Field 30'));
  });

  it('writes a value from outside into a box the user typed in, and keeps typed text otherwise', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness external={{ f00: 'From the lookup' }} />);
    const first = screen.getByLabelText('Field 1') as HTMLInputElement;
    await user.type(first, 'Typed');
    await user.tab();
    // Blurred and committed: still the typed text, and no error for it.
    expect(first.value).toBe('Typed');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(first.value).toBe('From the lookup'));
  });
});

describe('focusField', () => {
  it('renders deferred parts first when the field is not in the page yet', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const unregister = deferRendering(() => {
      host.innerHTML = '<input id="root.later">';
    });
    try {
      act(() => focusField('/later'));
      expect(document.activeElement?.id).toBe('root.later');
    } finally {
      unregister();
      host.remove();
    }
    // Without any deferred part, a missing field is simply not focused.
    expect(() => focusField('/nowhere')).not.toThrow();
  });
});

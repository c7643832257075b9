import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { FileStore } from '../files/file-store.ts';
import { makeStep, testSchema, testUiSchema } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

// A test-only step: a titled section, an untitled one continuing it, then a titled one of its own.
const { step, validator } = makeStep(testSchema, {
  sections: [
    { id: 'main', title: 'Main section', fields: ['reason'] },
    { id: 'main-more', fields: ['nickname'] },
    { id: 'other', title: 'Other section', fields: ['startDate'] },
  ],
});

function Harness() {
  const [store] = useState(() => new FileStore());
  const [data, setData] = useState<Record<string, unknown>>({});
  return <FormStep step={step} validator={validator} uiSchema={testUiSchema} data={data} context={{}} onChange={setData} fileStore={store} />;
}

describe('sections on the page', () => {
  it('hold the fields of an untitled section that continues them, as the error summary names them', () => {
    renderWithChakra(<Harness />);
    const main = screen.getByRole('region', { name: 'Main section' });
    for (const label of ['Reason for change', 'Nickname']) expect(within(main).getByLabelText(label, { exact: false })).toBeTruthy();
    expect(within(main).queryByLabelText('Start date', { exact: false })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Other section' })).getByLabelText('Start date', { exact: false })).toBeTruthy();
  });
});

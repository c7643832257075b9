import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
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

describe('a notice shown by a condition', () => {
  // A test-only step: a warning notice of its own under the first field, shown while a condition holds.
  const { step: noticeStep, validator: noticeValidator } = makeStep(testSchema, {
    sections: [
      { id: 'main', title: 'Main section', fields: ['reason', 'agree'] },
      { id: 'careful', description: 'Take care with this reason.', notice: 'warning', conditional: true, describes: ['reason', 'agree'] },
    ],
  });
  function NoticeHarness() {
    const [store] = useState(() => new FileStore());
    const [hidden, setHidden] = useState(['careful']);
    return (
      <>
        <FormStep step={noticeStep} validator={noticeValidator} uiSchema={testUiSchema} data={{}} context={{}} onChange={() => {}} fileStore={store} hiddenSections={hidden} />
        <button type="button" onClick={() => setHidden([])}>
          Show the notice
        </button>
      </>
    );
  }

  it('keeps its live region on the page while hidden, empty, so that its words are announced when they come', () => {
    renderWithChakra(<NoticeHarness />);
    const region = within(screen.getByRole('region', { name: 'Main section' })).getByRole('status');
    expect(region.textContent).toBe('');
    act(() => screen.getByRole('button', { name: 'Show the notice' }).click());
    expect(within(screen.getByRole('region', { name: 'Main section' })).getByRole('status')).toBe(region);
    expect(region.textContent).toContain('Take care with this reason.');
  });

  it("is named by the aria-describedby of the fields it describes while it says something, and only then", () => {
    renderWithChakra(<NoticeHarness />);
    // A text box, and a yes/no choice whose group is its control.
    const controls = () => [screen.getByLabelText('Reason for change', { exact: false }), screen.getByRole('group', { name: /Agree\?/ })];
    const named = (control: HTMLElement) => (control.getAttribute('aria-describedby') ?? '').split(' ');
    const region = within(screen.getByRole('region', { name: 'Main section' })).getByRole('status');
    for (const control of controls()) expect(named(control)).not.toContain(region.id);
    act(() => screen.getByRole('button', { name: 'Show the notice' }).click());
    expect(region.id).not.toBe('');
    for (const control of controls()) expect(named(control)).toContain(region.id);
  });
});

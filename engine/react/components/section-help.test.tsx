import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from './form-step.tsx';
import { helpParagraphs } from './section-help.tsx';
import { FileStore } from '../files/file-store.ts';
import { makeStep, testSchema, testUiSchema } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

const help = [{ label: 'What is a test widget?', title: 'Test widgets', body: 'A test widget is made up.\n\nIt exists only in this test.' }];
const { step, validator } = makeStep(testSchema, {
  sections: [
    { id: 'main', title: 'Main section', description: 'Fill in the test.', help, fields: ['reason', 'startDate'] },
    { id: 'info-only', help: [{ label: 'More about tests', title: 'More', body: 'Untitled sections show their help too.' }] },
  ],
});

function Harness() {
  const [store] = useState(() => new FileStore());
  const [data, setData] = useState<Record<string, unknown>>({});
  return <FormStep step={step} validator={validator} uiSchema={testUiSchema} data={data} context={{}} onChange={setData} fileStore={store} />;
}

describe('section help dialogs', () => {
  it('open from the button named by the label, show title and paragraphs, close by Close and by Escape, and give focus back', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness />);
    const section = screen.getByRole('region', { name: 'Main section' });
    const button = screen.getByRole('button', { name: 'What is a test widget?' });
    expect(section.contains(button)).toBe(true);
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'More about tests' })).toBeTruthy();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Test widgets' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('A test widget is made up.');
    expect(screen.getByText('It exists only in this test.').tagName).toBe('P');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Test widgets' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('split the body into paragraphs at blank lines', () => {
    expect(helpParagraphs('One.\n\n  Two,\nstill two.\n \nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });
});

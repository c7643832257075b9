import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from '../components/form-step.tsx';
import { FileStore } from '../files/file-store.ts';
import { makeStep, testSchema, testUiSchema } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import type { AttachmentRules } from '../../core/types.ts';

const rules: AttachmentRules = { field: 'files', minFiles: 0, maxFiles: 5, maxFileSizeBytes: 1024, extensions: ['pdf'] };
const { step, validator } = makeStep(testSchema, { sections: [{ id: 'main', fields: ['files'] }] });

function Harness({ store, onData }: { store: FileStore; onData: (d: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={testUiSchema}
      data={data}
      onChange={(d) => {
        setData(d);
        onData(d);
      }}
      fileStore={store}
      attachments={rules}
    />
  );
}

describe('files lost by a page load', () => {
  it('names the files to attach again beside the upload area until they are attached', async () => {
    const user = userEvent.setup();
    const store = new FileStore();
    store.setLost([
      { fileName: 'permit.pdf', mimeType: 'application/pdf', sizeBytes: 10 },
      { fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes: 10 },
    ]);
    const onData = vi.fn();
    renderWithChakra(<Harness store={store} onData={onData} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Please attach these files again');
    expect(note.textContent).toContain('permit.pdf');
    expect(note.textContent).toContain('plan.pdf');
    const button = screen.getByRole('button', { name: /Choose files/ });
    expect(button.getAttribute('aria-describedby')).toContain(note.id);

    await user.upload(screen.getByTestId('root.files__input') as HTMLInputElement, new File(['%PDF-'], 'permit.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('note').textContent).not.toContain('permit.pdf'));
    expect(screen.getByRole('note').textContent).toContain('Please attach this file again');
    expect(onData.mock.calls.at(-1)?.[0].files).toEqual([{ fileName: 'permit.pdf', mimeType: 'application/pdf', sizeBytes: 5 }]);

    await user.upload(screen.getByTestId('root.files__input') as HTMLInputElement, new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(store.getLost()).toEqual([]);
  });
});

describe('a file whose content is not its type', () => {
  it('is refused when attached, with the message under the drop area, and never reaches the data', async () => {
    const user = userEvent.setup();
    const store = new FileStore();
    const onData = vi.fn();
    renderWithChakra(<Harness store={store} onData={onData} />);
    const input = screen.getByTestId('root.files__input') as HTMLInputElement;
    await user.upload(input, [new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'renamed.pdf', { type: 'application/pdf' }), new File(['%PDF-1.4'], 'real.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("renamed.pdf: The file's content does not match its type."));
    expect(store.getSnapshot().map((e) => e.file.name)).toEqual(['real.pdf']);
    expect(onData.mock.calls.at(-1)?.[0].files).toEqual([{ fileName: 'real.pdf', mimeType: 'application/pdf', sizeBytes: 8 }]);
    expect(screen.getByRole('button', { name: /Choose files/ }).getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
  });
});

describe('the files field marked by the rule that requires it', () => {
  const legend = () => screen.getByText('Supporting documents').closest('legend')?.textContent ?? '';

  it("is '(optional)' while nothing requires it, and not once the whole form requires it", () => {
    const view = renderWithChakra(<FormStep step={step} validator={validator} uiSchema={testUiSchema} data={{}} onChange={() => {}} fileStore={new FileStore()} attachments={rules} />);
    expect(legend()).toContain('(optional)');
    view.unmount();
    renderWithChakra(<FormStep step={step} validator={validator} uiSchema={testUiSchema} data={{}} onChange={() => {}} fileStore={new FileStore()} attachments={rules} requiredFields={['files']} />);
    expect(legend()).not.toContain('(optional)');
  });
});

describe('removing a chosen file', () => {
  it('moves focus to the next Remove button, else the previous one, else the choose control', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness store={new FileStore()} onData={() => {}} />);
    const attach = async (name: string) => {
      await user.upload(screen.getByTestId('root.files__input') as HTMLInputElement, new File(['%PDF-'], name, { type: 'application/pdf' }));
      await screen.findByRole('button', { name: `Remove ${name}` });
    };
    await attach('f1.pdf');
    await attach('f2.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove f1.pdf' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove f2.pdf' })));

    await attach('f3.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove f3.pdf' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove f2.pdf' })));

    await user.click(screen.getByRole('button', { name: 'Remove f2.pdf' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Choose files/ })));
  });
});

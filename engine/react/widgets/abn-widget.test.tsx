import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from '../components/form-step.tsx';
import type { AbnLookupRequest } from '../form-context.ts';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

// A test-only step: an ABN with its own format message, and a note, inside a page form whose
// Submit is enabled, so Enter would submit it (implicit submission) if the widget let it.
const { step, validator } = makeStep(
  {
    type: 'object',
    properties: {
      abn: { type: 'string', title: 'ABN (test)', pattern: '^\\d{11}$', errorMessage: 'Enter 11 digits (test).' },
      note: { type: 'string', title: 'Note (test)' },
    },
    required: ['abn'],
  },
  { sections: [{ id: 'all', fields: ['abn', 'note'] }] },
);
const uiSchema = { abn: { 'ui:widget': 'abn' }, note: { 'ui:widget': 'text' } };

function Page({ onAbnLookup, onSubmit, readonly }: { onAbnLookup: (request: AbnLookupRequest) => void; onSubmit: () => void; readonly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormStep step={step} validator={validator} uiSchema={uiSchema} data={data} onChange={setData} onAbnLookup={onAbnLookup} readonly={readonly} />
      <button type="submit">Send (test)</button>
    </form>
  );
}

function setUp(readonly?: boolean) {
  const onAbnLookup = vi.fn<(request: AbnLookupRequest) => void>();
  const onSubmit = vi.fn();
  renderWithChakra(<Page onAbnLookup={onAbnLookup} onSubmit={onSubmit} readonly={readonly} />);
  return { user: userEvent.setup(), onAbnLookup, onSubmit };
}

describe('AbnWidget: Enter in the ABN box', () => {
  it('looks the ABN up, as Look up does, with the text just typed, and submits nothing', async () => {
    const { user, onAbnLookup, onSubmit } = setUp();
    const box = screen.getByLabelText('ABN (test)');
    await user.type(box, '51 824 753 556{Enter}');
    expect(onAbnLookup).toHaveBeenCalledTimes(1);
    expect(onAbnLookup).toHaveBeenCalledWith({ abn: '51 824 753 556', pointer: '/abn' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box);

    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onAbnLookup).toHaveBeenCalledTimes(2);
    expect(onAbnLookup).toHaveBeenLastCalledWith({ abn: '51 824 753 556', pointer: '/abn' });
  });

  it("shows the box's own error beside the lookup's answer, as leaving it for Look up does", async () => {
    const { user, onAbnLookup } = setUp();
    await user.type(screen.getByLabelText('ABN (test)'), '123{Enter}');
    expect(onAbnLookup).toHaveBeenCalledWith({ abn: '123', pointer: '/abn' });
    expect(await screen.findByText('Enter 11 digits (test).')).toBeTruthy();
  });

  it('leaves Enter in the other fields and on the button alone', async () => {
    const { user, onAbnLookup, onSubmit } = setUp();
    await user.type(screen.getByLabelText(/^Note \(test\)/), 'hello{Enter}');
    expect(onAbnLookup).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Look up' }).focus();
    await user.keyboard('{Enter}');
    expect(onAbnLookup).toHaveBeenCalledTimes(1);
  });

  it('looks nothing up while the field is read-only', async () => {
    const { user, onAbnLookup } = setUp(true);
    screen.getByLabelText('ABN (test)').focus();
    await user.keyboard('{Enter}');
    expect(onAbnLookup).not.toHaveBeenCalled();
  });
});

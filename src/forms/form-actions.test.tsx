import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { FormActions } from './form-actions.tsx';

function renderForm(blockedReason?: string) {
  const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderWithChakra(
    <form onSubmit={submitted}>
      <label>
        Name <input name="name" />
      </label>
      <FormActions label="Send" blockedReason={blockedReason} />
    </form>,
  );
  return submitted;
}

describe('FormActions', () => {
  it('sends nothing while blocked, pressed or reached by Enter in a field, yet stays in the Tab order and says why', async () => {
    const user = userEvent.setup();
    const submitted = renderForm('To send, complete: Name.');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send).toHaveProperty('disabled', false);
    expect(screen.getByText('To send, complete: Name.').id).toBe(send.getAttribute('aria-describedby'));
    await user.click(send);
    await user.type(screen.getByLabelText('Name'), 'Pat{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(send);
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends once it is not blocked', async () => {
    const user = userEvent.setup();
    const submitted = renderForm();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBeNull();
    await user.click(send);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { FormActions } from './form-actions.tsx';

function renderForm(blockedReason?: string, onBlockedPress?: () => void) {
  const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderWithChakra(
    <form onSubmit={submitted}>
      <label>
        Name <input name="name" />
      </label>
      <FormActions label="Send" blockedReason={blockedReason} onBlockedPress={onBlockedPress} />
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

  it('tells the host when pressed while blocked, so it can show what is missing', async () => {
    const user = userEvent.setup();
    const blockedPress = vi.fn();
    const submitted = renderForm('To send, complete: Name.', blockedPress);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(blockedPress).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(blockedPress).toHaveBeenCalledTimes(2);
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

  it('keeps its reason while a pointer is down, so a shorter reason does not move Send away from the press', async () => {
    const reasonFor = (reason: string) => (
      <form>
        <FormActions label="Send" blockedReason={reason} />
      </form>
    );
    const { rerender } = renderWithChakra(reasonFor('To send, complete: Name; Phone; Email.'));
    fireEvent.pointerDown(document.body);
    rerender(<ChakraProvider value={getChakraSystem()}>{reasonFor('To send, complete: Email.')}</ChakraProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('To send, complete: Name; Phone; Email.')).toBeTruthy();
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(screen.getByText('To send, complete: Email.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-describedby')).toBe(screen.getByText('To send, complete: Email.').id);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { BusyButton } from './busy-button.tsx';

describe('BusyButton', () => {
  it('keeps keyboard focus while busy, says it is busy, and ignores presses until done', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const button = (busy: boolean) => (
      <BusyButton busy={busy} onClick={onClick}>
        Run
      </BusyButton>
    );
    const view = renderWithChakra(button(false));
    const run = screen.getByRole('button', { name: 'Run' });
    run.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    view.rerender(<ChakraProvider value={getChakraSystem()}>{button(true)}</ChakraProvider>);
    expect(document.activeElement).toBe(run);
    expect(run.getAttribute('aria-disabled')).toBe('true');
    expect(run.getAttribute('aria-busy')).toBe('true');
    expect(run).toHaveProperty('disabled', false);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../theme/style-system.ts';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithChakra } from '../testing/render.tsx';
import { WizardActions } from './wizard-actions.tsx';

const actions = (detail: string | undefined) => (
  <WizardActions onBack={() => {}} onSaveExit={() => {}} primaryLabel="Next" onPrimary={() => {}} blocked={!!detail} blockedNote="Next is not available yet." blockedDetail={detail} />
);

describe('WizardActions', () => {
  it('shows what Next still needs as it was while a pointer is down, so the buttons do not move before the release', async () => {
    const { rerender } = renderWithChakra(actions('To continue, complete: Name; Phone; Email.'));
    fireEvent.pointerDown(document.body);
    // The field typed in is left as the pointer presses Next: what is missing shortens, then goes.
    rerender(<ChakraProvider value={getChakraSystem()}>{actions('To continue, complete: Email.')}</ChakraProvider>);
    rerender(<ChakraProvider value={getChakraSystem()}>{actions(undefined)}</ChakraProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('To continue, complete: Name; Phone; Email.')).toBeTruthy();
    expect(screen.getByText('Next is not available yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(screen.queryByText(/To continue, complete/)).toBeNull());
    expect(screen.queryByText('Next is not available yet.')).toBeNull();
  });

  it('shows a change at once when no pointer is down', () => {
    const { rerender } = renderWithChakra(actions('To continue, complete: Name; Phone.'));
    rerender(<ChakraProvider value={getChakraSystem()}>{actions('To continue, complete: Phone.')}</ChakraProvider>);
    expect(screen.getByText('To continue, complete: Phone.')).toBeTruthy();
  });
});

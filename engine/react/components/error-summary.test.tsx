import { describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { getChakraSystem } from '../theme/style-system.ts';
import { ErrorSummary } from './error-summary.tsx';

const errors = [{ path: '/a', message: 'Enter a value' }] as never;

function Page({ focusKey, label = 'x' }: { focusKey: number; label?: string }) {
  return (
    <ChakraProvider value={getChakraSystem()}>
      <input aria-label="Field" data-label={label} />
      <ErrorSummary errors={errors} focusKey={focusKey} />
    </ChakraProvider>
  );
}

describe('ErrorSummary', () => {
  it('takes focus on each failed submit, though the user had moved on, and not on a render between them', () => {
    const { rerender } = render(<Page focusKey={0} />);
    const summary = screen.getByRole('alert');
    const field = screen.getByLabelText('Field');
    expect(document.activeElement).toBe(document.body);
    rerender(<Page focusKey={1} />);
    expect(document.activeElement).toBe(summary);
    field.focus();
    rerender(<Page focusKey={1} label="y" />);
    expect(document.activeElement).toBe(field);
    rerender(<Page focusKey={2} label="y" />);
    expect(document.activeElement).toBe(summary);
  });

  it("leads a step's own error to the step's first field, though the page's mount point has the step's id", () => {
    const stepErrors = [{ path: '', message: 'Something about the whole step' }, { path: '/b', message: 'Enter b' }] as never;
    render(
      <ChakraProvider value={getChakraSystem()}>
        <div id="root">
          <button type="button">Account</button>
          <main>
            <ErrorSummary errors={stepErrors} focusKey={1} />
            <div>
              <input aria-label="A" id="root.a" />
              <input aria-label="B" id="root.b" />
            </div>
          </main>
        </div>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Something about the whole step' }));
    expect(document.activeElement).toBe(screen.getByLabelText('A'));
    fireEvent.click(screen.getByRole('link', { name: 'Enter b' }));
    expect(document.activeElement).toBe(screen.getByLabelText('B'));
  });
});

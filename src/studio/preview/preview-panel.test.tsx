import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../../../engine/react/theme/style-system.ts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileTestForm } from '../../../engine/core/test-form.ts';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import { FakeIntersectionObserver, withFakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts';
import { PreviewPanel } from './preview-panel.tsx';

// The test form is compiled at test time, without RJSF's precompiled functions: RJSF gets a runtime validator.
vi.mock('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js', async () => {
  const { customizeValidator } = await import('@rjsf/validator-ajv8');
  return { default: () => customizeValidator({ ajvOptionsOverrides: { allErrors: true } }) };
});

const MESSAGE = 'Please enter a reason.';
const noop = () => {};

/** The panel as the workspace shows it, at one compile of the draft. */
const panel = (version: string) => <PreviewPanel form={compileTestForm()} fixtures={{}} version={version} onCurrentStep={noop} />;
const inChakra = (ui: React.ReactElement) => <ChakraProvider value={getChakraSystem()}>{ui}</ChakraProvider>;

describe('the Studio preview across recompiles', () => {
  it('keeps the error of a blurred field after the draft is compiled again', async () => {
    const user = userEvent.setup();
    const view = renderWithChakra(panel('first'));
    await user.click(screen.getByRole('textbox', { name: /reason/i }));
    await user.tab();
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    view.rerender(inChakra(panel('second')));
    expect(screen.getByTestId('studio-preview').getAttribute('data-preview-version')).toBe('second');
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });

  it('keeps every error asked for without taking focus from the editor, and the data entered', async () => {
    const user = userEvent.setup();
    const withEditor = (version: string) => (
      <>
        <input aria-label="Editor" />
        {panel(version)}
      </>
    );
    const view = renderWithChakra(withEditor('first'));
    await user.click(screen.getByRole('button', { name: "Show this step's errors" }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByLabelText('Editor'));
    view.rerender(inChakra(withEditor('second')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(MESSAGE).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Editor'));

    await user.type(screen.getByRole('textbox', { name: /reason/i }), 'Typed');
    await user.click(screen.getByLabelText('Editor'));
    view.rerender(inChakra(withEditor('third')));
    expect(screen.getByRole('textbox', { name: /reason/i })).toHaveProperty('value', 'Typed');
  });

  it('starts afresh when the step shown is no longer the one whose errors were kept', async () => {
    const user = userEvent.setup();
    const view = renderWithChakra(panel('first'));
    await user.click(screen.getByRole('textbox', { name: /reason/i }));
    await user.tab();
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Step'), 'cost');
    view.rerender(inChakra(panel('second')));
    await user.selectOptions(screen.getByLabelText('Step'), 'details');
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});

describe('the Studio preview on a long page', () => {
  withFakeIntersectionObserver();

  it('renders the form only once the preview comes into view', async () => {
    renderWithChakra(panel('first'));
    expect(screen.queryByRole('textbox', { name: /reason/i })).toBeNull();
    // In view, not near it: on a phone the preview starts just below the first screen, and building
    // it there put the page's biggest render beside the editor's in the load.
    const margins = FakeIntersectionObserver.all.map((observer) => observer.options?.rootMargin);
    expect(margins).toContain('0px 0px');
    expect(screen.getByText('The preview is built when this part of the page comes into view.')).toBeTruthy();
    act(() => FakeIntersectionObserver.all.forEach((observer) => observer.enter()));
    expect(await screen.findByRole('textbox', { name: /reason/i })).toBeTruthy();
  });

  it('tells the workspace once it is built, not before: the accessibility check waits for it', async () => {
    const onShown = vi.fn();
    renderWithChakra(<PreviewPanel form={compileTestForm()} fixtures={{}} version="first" onCurrentStep={noop} onShown={onShown} />);
    expect(onShown).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.all.forEach((observer) => observer.enter()));
    expect(await screen.findByRole('textbox', { name: /reason/i })).toBeTruthy();
    expect(onShown).toHaveBeenCalled();
  });
});

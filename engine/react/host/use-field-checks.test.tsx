import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testManifest } from '../../core/test-form.ts';
import { FormStep } from '../components/form-step.tsx';
import { makeStep, testSchema, testUiSchema } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { CapabilitiesProvider, type HostCapabilities } from './capabilities.tsx';
import { useFieldChecks } from './use-field-checks.ts';

// The test form's details step checks its `reason` field (engine/core test-form.ts `fieldChecks`).
const rule = testManifest.fieldChecks![0];
const { step, validator } = makeStep(testSchema, { sections: [{ id: 'main', fields: ['reason', 'nickname'] }] });

function Step({ opening = {} }: { opening?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>(opening);
  const { fieldWarnings, onFieldBlur } = useFieldChecks({ manifest: testManifest, pointer: '/details', data, recordId: () => 'record-1' });
  return <FormStep step={step} validator={validator} uiSchema={testUiSchema} data={data} onChange={setData} fieldWarnings={fieldWarnings} onFieldBlur={onFieldBlur} />;
}

function renderStep(fieldCheck: HostCapabilities['fieldCheck'], opening?: Record<string, unknown>) {
  const capabilities = { fieldCheck } as unknown as HostCapabilities;
  return renderWithChakra(
    <CapabilitiesProvider value={capabilities}>
      <Step opening={opening} />
    </CapabilitiesProvider>,
  );
}

/** A check's answer the test gives when it wants. */
function deferred() {
  let resolve!: (found: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('field checks in a step', () => {
  it('checks a field once the user leaves it, never per key, and shows the warning announced and tied to the field', async () => {
    const user = userEvent.setup();
    const fieldCheck = vi.fn(async (_check: string, value: string) => value === 'JOB-1');
    renderStep(fieldCheck);
    const reason = screen.getByRole('textbox', { name: /reason/i });
    await user.type(reason, 'JOB-1');
    expect(fieldCheck).not.toHaveBeenCalled();
    await user.tab();
    const warning = await screen.findByText(rule.message);
    expect(fieldCheck).toHaveBeenCalledTimes(1);
    expect(fieldCheck).toHaveBeenCalledWith('jobNumberInUse', 'JOB-1', 'record-1');
    expect(warning.getAttribute('aria-live')).toBe('polite');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    // A warning is no error: the field is not marked invalid.
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    // Leaving it again unchanged asks nothing more.
    await user.click(reason);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fieldCheck).toHaveBeenCalledTimes(1);

    await user.clear(reason);
    await user.type(reason, 'JOB-2');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(rule.message)).toBeNull());
    expect(fieldCheck).toHaveBeenCalledTimes(2);
    expect(reason.getAttribute('aria-describedby') ?? '').not.toContain('__warning');
  });

  it('makes no call for an empty field, and shows nothing when the check fails', async () => {
    const user = userEvent.setup();
    const fieldCheck = vi.fn(async () => {
      throw new Error('offline');
    });
    renderStep(fieldCheck);
    const reason = screen.getByRole('textbox', { name: /reason/i });
    await user.click(reason);
    await user.tab();
    await user.type(reason, 'JOB-1');
    await user.tab();
    await waitFor(() => expect(fieldCheck).toHaveBeenCalledTimes(1));
    expect(fieldCheck).toHaveBeenCalledWith('jobNumberInUse', 'JOB-1', 'record-1');
    expect(screen.queryByText(rule.message)).toBeNull();
  });
});

describe('field checks of values a step opens with', () => {
  it('checks a value the step opens with once, showing the warning without the user touching the field, and not again per key', async () => {
    const user = userEvent.setup();
    const fieldCheck = vi.fn(async (_check: string, value: string) => value === 'JOB-1');
    renderStep(fieldCheck, { reason: 'JOB-1' });
    const warning = await screen.findByText(rule.message);
    const reason = screen.getByRole('textbox', { name: /reason/i });
    expect(document.activeElement).not.toBe(reason);
    expect(fieldCheck).toHaveBeenCalledTimes(1);
    expect(fieldCheck).toHaveBeenCalledWith('jobNumberInUse', 'JOB-1', 'record-1');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    // Typing asks nothing until the user leaves the field; leaving it with the value it opened with asks nothing either.
    await user.type(reason, '0');
    await user.type(reason, '{Backspace}');
    await settle();
    expect(fieldCheck).toHaveBeenCalledTimes(1);
    await user.tab();
    await settle();
    expect(fieldCheck).toHaveBeenCalledTimes(1);
    expect(screen.getByText(rule.message)).toBeTruthy();
  });

  it('asks nothing for a field the step opens empty or blank', async () => {
    const fieldCheck = vi.fn(async () => true);
    renderStep(fieldCheck, { reason: '   ', nickname: 'JOB-1' });
    await settle();
    expect(fieldCheck).not.toHaveBeenCalled();
    expect(screen.queryByText(rule.message)).toBeNull();
  });

  it("drops the opening value's answer once the user has left the field with another value", async () => {
    const user = userEvent.setup();
    const answers = { 'JOB-1': deferred(), 'JOB-2': deferred() } as Record<string, ReturnType<typeof deferred>>;
    const fieldCheck = vi.fn((_check: string, value: string) => answers[value].promise);
    renderStep(fieldCheck, { reason: 'JOB-1' });
    await waitFor(() => expect(fieldCheck).toHaveBeenCalledTimes(1));
    const reason = screen.getByRole('textbox', { name: /reason/i });
    await user.clear(reason);
    await user.type(reason, 'JOB-2');
    await user.tab();
    await waitFor(() => expect(fieldCheck).toHaveBeenCalledTimes(2));
    expect(fieldCheck).toHaveBeenLastCalledWith('jobNumberInUse', 'JOB-2', 'record-1');
    await act(async () => answers['JOB-2'].resolve(false));
    await act(async () => answers['JOB-1'].resolve(true));
    expect(screen.queryByText(rule.message)).toBeNull();
  });

  it('checks once when a step holding a checked field opens, not when the data changes while it shows', async () => {
    const fieldCheck = vi.fn(async () => true);
    const wrapper = ({ children }: { children: ReactNode }) => <CapabilitiesProvider value={{ fieldCheck } as unknown as HostCapabilities}>{children}</CapabilitiesProvider>;
    const { result, rerender } = renderHook((target: { pointer: string; data: Record<string, unknown> }) => useFieldChecks({ manifest: testManifest, ...target }), {
      wrapper,
      initialProps: { pointer: '/cost', data: { currentCost: 5 } as Record<string, unknown> },
    });
    await settle();
    expect(fieldCheck).not.toHaveBeenCalled();
    rerender({ pointer: '/details', data: { reason: 'JOB-1' } });
    await waitFor(() => expect(result.current.fieldWarnings).toEqual({ '/reason': rule.message }));
    expect(fieldCheck).toHaveBeenCalledTimes(1);
    expect(fieldCheck).toHaveBeenCalledWith('jobNumberInUse', 'JOB-1', undefined);
    rerender({ pointer: '/details', data: { reason: 'JOB-12' } });
    rerender({ pointer: '/details', data: { reason: 'JOB-123' } });
    await settle();
    expect(fieldCheck).toHaveBeenCalledTimes(1);
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

function Step() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const { fieldWarnings, onFieldBlur } = useFieldChecks({ manifest: testManifest, pointer: '/details', recordId: () => 'record-1' });
  return <FormStep step={step} validator={validator} uiSchema={testUiSchema} data={data} onChange={setData} fieldWarnings={fieldWarnings} onFieldBlur={onFieldBlur} />;
}

function renderStep(fieldCheck: HostCapabilities['fieldCheck']) {
  const capabilities = { fieldCheck } as unknown as HostCapabilities;
  return renderWithChakra(
    <CapabilitiesProvider value={capabilities}>
      <Step />
    </CapabilitiesProvider>,
  );
}

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

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';
import { withBrowserRender } from '../testing/browser-render.tsx';
import sharedBankDetails from '../../../schemas/bank-details.json' with { type: 'json' };

const bank = {
  type: 'object',
  title: 'Refund bank details',
  properties: {
    // The shared definition's choice, so a schema default that would pre-empt the field's own is caught here.
    option: sharedBankDetails.properties.option,
    id: { type: 'string' },
    bsb: { type: 'string', title: 'BSB', pattern: '^\\d{3}-\\d{3}$', errorMessage: "BSB must be six digits, separated by a hyphen (e.g., '123-456')." },
    accountNumber: { type: 'string', title: 'Account number' },
    accountName: { type: 'string', title: 'Account name' },
  },
};
const { step, validator } = makeStep({ type: 'object', properties: { bankAccount: bank } }, { sections: [{ id: 'bank', fields: ['bankAccount'] }] });
const uiSchema = { bankAccount: { 'ui:field': 'bankDetails', 'ui:options': { existingAccount: '/refundAccount' } } };
const refundAccount = { id: 'acc-1', bsb: '064-000', accountNumber: '12345678', accountName: 'Demo Builders', code: 'REFUND' };

function Harness({ context, seen }: { context: Record<string, unknown>; seen: Record<string, unknown>[] }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <FormStep
      step={step}
      validator={validator}
      uiSchema={uiSchema}
      data={data}
      context={context}
      onChange={(next) => {
        seen.push(next);
        setData(next);
      }}
    />
  );
}

describe('BankDetailsField', () => {
  it('defaults to the existing account, shows it read-only, and clears the new fields on switching', async () => {
    const seen: Record<string, unknown>[] = [];
    renderWithChakra(<Harness context={{ refundAccount }} seen={seen} />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ bankAccount: { option: 'UseExisting', id: 'acc-1' } }));
    expect(screen.getByLabelText('Use the existing account')).toHaveProperty('checked', true);
    expect(screen.getByText('064-000')).toBeTruthy();
    expect(screen.getByText(/payment verification service/)).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Use a new account'));
    await userEvent.type(screen.getByLabelText('BSB'), '123-456');
    await userEvent.tab();
    await waitFor(() => expect(seen.at(-1)).toEqual({ bankAccount: { option: 'New', bsb: '123-456' } }));
    expect(screen.getByLabelText('Account number')).toBeTruthy();
    expect(screen.getByLabelText('Account name')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Use the existing account'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ bankAccount: { option: 'UseExisting', id: 'acc-1' } }));
    await userEvent.click(screen.getByLabelText('Use a new account'));
    expect(screen.getByLabelText('BSB')).toHaveProperty('value', '');
  });

  it('offers only a new account when none is held', async () => {
    const seen: Record<string, unknown>[] = [];
    renderWithChakra(<Harness context={{}} seen={seen} />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ bankAccount: { option: 'New' } }));
    expect(screen.queryByLabelText('Use the existing account')).toBeNull();
    expect(screen.getByLabelText('BSB')).toBeTruthy();
  });

  it("chooses the default in a task after the form's mount, and never over the user's choice", async () => {
    // Chosen in the mount's effects, RJSF rendered the whole form again in the mount's task.
    const seen: Record<string, unknown>[] = [];
    await withBrowserRender(<Harness context={{ refundAccount }} seen={seen} />, async ({ container }) => {
      // Shown from the first paint, not yet in the data.
      const existing = container.querySelector<HTMLInputElement>('input[type="radio"][id$="__UseExisting"]');
      expect(existing?.checked).toBe(true);
      expect(seen.some((data) => (data.bankAccount as { option?: string } | undefined)?.option)).toBe(false);
      // The user's choice, made before the default's task ran, stays.
      flushSync(() => container.querySelector<HTMLInputElement>('input[type="radio"][id$="__New"]')?.click());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.map((data) => (data.bankAccount as { option?: string } | undefined)?.option).filter(Boolean)).toEqual(['New']);
    });
  });
});

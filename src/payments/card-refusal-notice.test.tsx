import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { AppToaster, toaster } from '../../engine/react/index.ts';
import { CardRefusalNotice } from './card-refusal-notice.tsx';
import { useCardPayment, type CardCharge } from './use-card-payment.ts';

const messages = { initiateFailure: 'Initiate failed', attachFailure: 'Attach failed', scriptNotLoaded: 'No script', notReady: 'Not ready', failure: 'Failed' };
const card = { cardNumber: '4111', expiryMonth: '01', expiryYear: '20', name: 'Test', cvn: '123' };

/** The card form's part that matters here: a Pay button and the last refusal's notice, as `CardDetailsForm` shows it. */
function PayingPage({ charge }: { charge: CardCharge<string> }) {
  const payment = useCardPayment(charge, messages, () => {}, () => {});
  return (
    <>
      {payment.refusal && <CardRefusalNotice refusal={payment.refusal} />}
      <button type="button" onClick={() => void payment.pay(card)}>
        Pay (test)
      </button>
    </>
  );
}

describe('a refused card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as { CardGateway?: unknown }).CardGateway;
    act(() => toaster.dismiss());
  });

  it('is kept as the refusal, numbered, until the next payment starts', async () => {
    (window as { CardGateway?: unknown }).CardGateway = { attachCard: async () => Promise.reject({ status: 400, message: 'Test card refused' }) };
    const charge: CardCharge<string> = { initiate: 'pay', requestKey: async () => 'key-1', charge: async () => 'paid' };
    const { result } = renderHook(() => useCardPayment(charge, messages, () => {}, () => {}));
    await act(() => result.current.pay(card));
    expect(result.current.refusal).toEqual({ message: 'Test card refused', attempt: 1 });
    await act(() => result.current.pay(card));
    expect(result.current.refusal).toEqual({ message: 'Test card refused', attempt: 2 });
  });

  it('is said once, by the notice that takes focus: no toast repeats it to a screen reader', async () => {
    (window as { CardGateway?: unknown }).CardGateway = { attachCard: async () => Promise.reject({ status: 400, message: 'Test card refused' }) };
    const charge: CardCharge<string> = { initiate: 'pay', requestKey: async () => 'key-1', charge: async () => 'paid' };
    act(() => toaster.remove());
    const create = vi.spyOn(toaster, 'create');
    renderWithChakra(
      <>
        <AppToaster />
        <PayingPage charge={charge} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Pay (test)' }).click());
    await waitFor(() => expect(document.activeElement?.getAttribute('tabindex') === '-1' && document.activeElement.textContent).toBe('Test card refused'));
    expect(create).not.toHaveBeenCalled();
    // Nothing else on the page says it: no toast, whose live region would announce it again.
    expect(screen.getAllByText('Test card refused')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("takes focus beside the card form, and again for the next refusal, even with the same reason", () => {
    const { rerender } = renderWithChakra(<CardRefusalNotice refusal={{ message: 'Test card refused', attempt: 1 }} />);
    const notice = screen.getByText('Test card refused').closest('[tabindex="-1"]');
    expect(document.activeElement).toBe(notice);
    act(() => (document.activeElement as HTMLElement).blur());
    rerender(
      <ChakraProvider value={getChakraSystem()}>
        <CardRefusalNotice refusal={{ message: 'Test card refused', attempt: 2 }} />
      </ChakraProvider>,
    );
    expect(document.activeElement).toBe(notice);
  });
});

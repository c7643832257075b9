import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { PaymentReceipt } from './payment-receipt.tsx';

const m = { receiptHeading: 'Test receipt', receiptNumber: 'Receipt no.', paymentDate: 'Paid on' };

describe('PaymentReceipt', () => {
  it('shown in place of the card form just paid with, its heading takes focus so the payment is announced', () => {
    renderWithChakra(<PaymentReceipt receiptNumber="R-1" processedDateTime="2026-01-02T03:04:05Z" m={m} justPaid />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Test receipt' }));
  });

  it('for an invoice paid before, leaves focus where the page puts it', () => {
    renderWithChakra(<PaymentReceipt receiptNumber="R-1" processedDateTime="2026-01-02T03:04:05Z" m={m} />);
    expect(document.activeElement).toBe(document.body);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { AppToaster } from '../../engine/react/index.ts';
import { portal } from '../../generated/portal.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { FinancesPage } = await import('./finances-page.tsx');

const invoice = (n: number, transactionStatus: string, documentPath: string | null = `invoices/${n}.pdf`) => ({
  transactionId: `t-${n}`,
  transactionType: 'Invoice',
  projectId: `p-${n}`,
  projectName: '1 Queen Street, Brisbane City',
  projectNumber: `LV000010${n}`,
  invoiceNo: `INV000000${n}`,
  dueDate: '2026-02-01',
  transactionStatus,
  amount: 862.5,
  amountOwing: 431.25,
  documentPath,
  descriptionOfWork: 'New house',
  paymentReference: null,
  modified: '2026-01-01T00:00:00.000Z',
});

const STATUSES = ['Draft', 'Inactive', 'PendingPayment', 'Paid', 'Overdue', 'Cancelled', 'Applied'];
const invoices = STATUSES.map((status, i) => invoice(i + 1, status, status === 'Draft' ? null : `invoices/${i + 1}.pdf`));

const signedDocument = () => new Response(JSON.stringify({ blobUri: '/api/blob/doc-1?op=download' }), { status: 200 });

function renderPage(documentReply: () => Response = signedDocument, initial = '/levies-payer-portal/finances') {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (url.startsWith('/api/document/')) return documentReply();
    return new Response(JSON.stringify({ transactions: url.includes('CreditNote') ? [] : invoices, recordCount: url.includes('CreditNote') ? 0 : invoices.length }), { status: 200 });
  });
  const router = createMemoryRouter(
    [
      { path: '/levies-payer-portal/finances', element: <FinancesPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [initial] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, urls };
}

// The first render loads Chakra and the page: give it time on a busy machine.
const loaded = () => screen.findByText('INV0000003', undefined, { timeout: 10_000 });

describe('FinancesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for invoices by due date descending and shows the columns, labels and money', async () => {
    const { urls } = renderPage();
    await loaded();
    expect(urls[0]).toBe('/api/transactions?pageNumber=1&pageSize=20&sortBy=dueDate&sortDescending=true&transactiontype=Invoice');
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Project', 'Invoice no.', 'Due Date', 'Payment Status', 'Levy Amount', 'Amount Owing', 'Pay']);
    const row = screen.getByText('INV0000003').closest('tr')!;
    expect([...row.cells].map((c) => c.textContent)).toEqual(['LV0000103' + '1 Queen Street, Brisbane City', 'INV0000003', '01/02/2026', 'Pending payment', '$862.50', '$431.25', 'Pay']);
    expect((screen.getByLabelText('Search invoices') as HTMLInputElement).placeholder).toBe('Search by invoice or levy number...');
    expect(screen.getByText(portal.finances.messages.documentsNote)).toBeTruthy();
  });

  it('enables Pay only for Applied, Overdue and Pending payment, and opens the payment page', async () => {
    const { router } = renderPage();
    await loaded();
    for (const [i, status] of STATUSES.entries()) {
      const pay = screen.getByRole('button', { name: `Pay invoice INV000000${i + 1}` }) as HTMLButtonElement;
      expect(pay.disabled, status).toBe(!['Applied', 'Overdue', 'PendingPayment'].includes(status));
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay invoice INV0000005' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/levies-payer-portal/finances/pay-invoice/t-5'));
  });

  it('downloads a number with a document, and says why when it cannot', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage(() => new Response(JSON.stringify({ message: 'Gone' }), { status: 404 }));
    await loaded();
    // A transaction without a document shows its number only.
    expect(screen.queryByRole('button', { name: /INV0000001, download/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'INV0000003, download invoice' }));
    await screen.findByText(portal.finances.messages.retrievingDocument);
    await screen.findByText(portal.finances.messages.downloadFailed.replace('{detail}', 'Gone (404)'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the signed address of the document in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { urls } = renderPage();
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'INV0000003, download invoice' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/blob/doc-1?op=download', '_blank', 'noopener'));
    expect(urls).toContain('/api/document/t-3?projectId=p-3');
  });

  it('shows the Adjustment Notes tab (from the URL) with its own placeholder and columns', async () => {
    const { urls } = renderPage(signedDocument, '/levies-payer-portal/finances?tab=adjustment-notes');
    expect(screen.getByRole('tab', { name: 'Adjustment Notes' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Adjustment Notes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Credit no.', 'Project', 'Status', 'Amount']);
    expect((screen.getByLabelText('Search adjustment notes') as HTMLInputElement).placeholder).toBe('Search by credit or levy number...');
    await within(table).findByText('No data');
    expect(urls.at(-1)).toContain('transactiontype=CreditNote');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH } from '../../../engine/core/table-query.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../../../engine/react/theme/style-system.ts';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import { DataTable } from './data-table.tsx';
import { SEARCH_DEBOUNCE_MS } from './table-search.tsx';
import type { Column, PageRequest } from './types.ts';

interface Row {
  id: string;
  name: string;
}

const ALL: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: `id-${i + 1}`, name: `Item ${String(i + 1).padStart(2, '0')}` }));

const columns: Column<Row>[] = [
  { id: 'id', header: 'Id', hidden: true, cell: (r) => r.id },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (r) => r.name },
  { id: 'plain', header: 'Plain', cell: () => 'x' },
];

/** A fake server: filters, sorts and pages ALL like the API does. */
function fakeServer(rows: Row[] = ALL) {
  const requests: PageRequest[] = [];
  const fetchPage = vi.fn(async (request: PageRequest) => {
    requests.push(request);
    let list = rows.filter((r) => !request.searchTerm || r.name.includes(request.searchTerm));
    list = [...list].sort((a, b) => a.name.localeCompare(b.name) * (request.sortDescending ? -1 : 1));
    const start = (request.pageNumber - 1) * request.pageSize;
    return { rows: list.slice(start, start + request.pageSize), total: list.length };
  });
  return { fetchPage, requests };
}

function renderTable(fetchPage: (r: PageRequest) => Promise<{ rows: Row[]; total: number }>, initial = '/list', onRowActivate = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <DataTable<Row>
            id="items"
            caption="Items"
            columns={columns}
            queryKey={['items']}
            fetchPage={fetchPage}
            defaultSort={{ sortBy: 'name', descending: true }}
            rowKey={(r) => r.id}
            onRowActivate={onRowActivate}
            searchLabel="Search items"
            searchPlaceholder="Search items..."
          />
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithChakra(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onRowActivate };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

describe('DataTable', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the pager and what follows the table only once the first page has arrived, so arriving rows push nothing down', async () => {
    let answer: (page: { rows: Row[]; total: number }) => void = () => undefined;
    const router = createMemoryRouter(
      [{ path: '/list', element: <DataTable<Row> id="items" caption="Items" columns={columns} queryKey={['items']} fetchPage={() => new Promise((resolve) => (answer = resolve))} defaultSort={{ sortBy: 'name', descending: true }} rowKey={(r) => r.id} searchLabel="Search items" footer={<p>A note below the table</p>} /> }],
      { initialEntries: ['/list'] },
    );
    renderWithChakra(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Loading data...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByText('A note below the table')).toBeNull();
    await act(async () => answer({ rows: ALL.slice(0, 20), total: ALL.length }));
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('A note below the table')).toBeTruthy();
  });

  it('renders an arriving page in a background render, not in the blocking render its query store makes', async () => {
    // Rendered as the browser renders (outside act(), which would flush the background render too),
    // with the query's notifications delivered at once, so the page arrives inside flushSync.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    notifyManager.setScheduler((callback) => callback());
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [{ path: '/list', element: <DataTable<Row> id="items" caption="Items" columns={columns} queryKey={['items']} fetchPage={() => new Promise(() => undefined)} defaultSort={{ sortBy: 'name', descending: true }} rowKey={(r) => r.id} /> }],
      { initialEntries: ['/list'] },
    );
    try {
      flushSync(() =>
        root.render(
          <ChakraProvider value={getChakraSystem()}>
            <QueryClientProvider client={client}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ChakraProvider>,
        ),
      );
      const body = () => screen.getAllByRole('rowgroup')[1];
      expect(body().textContent).toBe('Loading data...');
      const [query] = client.getQueryCache().getAll();
      flushSync(() => client.setQueryData(query.queryKey, { rows: ALL.slice(0, 2), total: 2 }));
      expect(body().textContent).toBe('Loading data...');
      expect(await screen.findByText('Item 01')).toBeTruthy();
      expect(bodyRows()).toHaveLength(2);
    } finally {
      root.unmount();
      container.remove();
      notifyManager.setScheduler(defaultScheduler);
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('styles its body rows and cells once from the table, not one class each (a page is hundreds of cells)', async () => {
    const { fetchPage } = fakeServer();
    renderTable(fetchPage);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const cells = bodyRows().flatMap((row) => [row, ...within(row).getAllByRole('cell')]);
    expect(cells.filter((element) => element.className !== '')).toEqual([]);
    // The table's class carries the recipe's cell styles for them.
    const table = screen.getByRole('table');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const cellRules = rules.filter((rule) => table.className.split(' ').some((name) => name && rule.startsWith(`.${name}>tbody>tr>td {`)));
    expect(cellRules.join(' ')).toMatch(/padding-inline:/);
  });

  it('shows Loading data..., then the first page of 20 sorted by the default, 1-based request', async () => {
    const { fetchPage, requests } = fakeServer();
    renderTable(fetchPage);
    expect(screen.getByText('Loading data...')).toBeTruthy();
    await screen.findByText('Item 45');
    expect(requests[0]).toEqual({ pageNumber: 1, pageSize: 20, sortBy: 'name', sortDescending: true, searchTerm: undefined });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    // The hidden id column is not shown.
    expect(screen.queryByRole('columnheader', { name: 'Id' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Items' })).toBeTruthy();
  });

  it('pages with first/previous/next/last and keeps the page in the URL', async () => {
    const { fetchPage, requests } = fakeServer();
    const { router } = renderTable(fetchPage);
    await screen.findByText('Item 45');
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'First' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await screen.findByText('Item 25');
    expect(router.state.location.search).toBe('?itemsPage=2');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('Item 05');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.at(-1)).toMatchObject({ pageNumber: 3 });
    await user.click(screen.getByRole('button', { name: 'First' }));
    await screen.findByText('Page 1 of 3');
    expect(router.state.location.search).toBe('');
  });

  it('changes the page size from the labelled select and returns to the first page', async () => {
    const { fetchPage, requests } = fakeServer();
    const { router } = renderTable(fetchPage, '/list?itemsPage=2');
    await screen.findByText('Page 2 of 3');
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '30', '40', '50']);
    expect(select.value).toBe('20');
    fireEvent.change(select, { target: { value: '50' } });
    await screen.findByText('Page 1 of 1');
    expect(requests.at(-1)).toMatchObject({ pageNumber: 1, pageSize: 50 });
    expect(router.state.location.search).toBe('?itemsSize=50');
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
  });

  it('sorts by a header button, with aria-sort, ascending first then flipping', async () => {
    const { fetchPage, requests } = fakeServer();
    const { router } = renderTable(fetchPage);
    await screen.findByText('Item 45');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Plain' }).getAttribute('aria-sort')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    await screen.findByText('Item 01');
    expect(requests.at(-1)).toMatchObject({ sortBy: 'name', sortDescending: false });
    expect(router.state.location.search).toBe('?itemsSort=name.asc');
  });

  it('two presses of a header before the table renders again flip the sort twice', async () => {
    const { fetchPage } = fakeServer();
    const { router } = renderTable(fetchPage, '/list?itemsSort=name.asc&itemsPage=2');
    await screen.findByText('Page 2 of 3');
    const button = within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button', { name: /Name/ });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(router.state.location.search).toBe('?itemsSort=name.asc');
    await screen.findByText('Page 1 of 3');
    await screen.findByText('Item 01');
  });

  it('searches after typing pauses, from the first page', async () => {
    const { fetchPage, requests } = fakeServer();
    const { router } = renderTable(fetchPage, '/list?itemsPage=2');
    await screen.findByText('Page 2 of 3');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByLabelText('Search items') as HTMLInputElement;
    expect(box.placeholder).toBe('Search items...');
    // No more than the API accepts can be typed.
    expect(box.maxLength).toBe(SEARCH_TERM_MAX_LENGTH);
    fireEvent.change(box, { target: { value: 'Item 1' } });
    const before = requests.length;
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(requests.length).toBe(before);
    act(() => vi.advanceTimersByTime(100));
    await screen.findByText('Page 1 of 1');
    expect(requests.at(-1)).toMatchObject({ pageNumber: 1, searchTerm: 'Item 1' });
    expect(new URLSearchParams(router.state.location.search).get('itemsSearch')).toBe('Item 1');
  });

  it('restores its state from the URL (refresh, Back)', async () => {
    const { fetchPage, requests } = fakeServer();
    renderTable(fetchPage, '/list?itemsPage=2&itemsSize=10&itemsSort=name.asc&itemsSearch=Item');
    await screen.findByText('Page 2 of 5');
    expect(requests[0]).toEqual({ pageNumber: 2, pageSize: 10, sortBy: 'name', sortDescending: false, searchTerm: 'Item' });
    expect((screen.getByLabelText('Search items') as HTMLInputElement).value).toBe('Item');
  });

  it('shows No data for an empty result', async () => {
    const { fetchPage } = fakeServer([]);
    renderTable(fetchPage);
    await screen.findByText('No data');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    // A message across the columns, not a card line: no column's header beside it.
    expect(screen.getByText('No data').closest('td')!.hasAttribute('data-label')).toBe(false);
  });

  it("gives each cell its column's header for the phone cards, and the table's parts explicit roles", async () => {
    const { fetchPage } = fakeServer();
    renderTable(fetchPage);
    await screen.findByText('Item 45');
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Plain']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Item 45', 'x']);
    // Explicit, so a card's CSS display leaves the table a table to assistive technology.
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.getAttribute('role')).toBe('table');
    const parts = [...table.querySelectorAll('thead, tbody, tr, th, td')];
    expect(parts.map((part) => part.getAttribute('role'))).toEqual(
      parts.map((part) => ({ THEAD: 'rowgroup', TBODY: 'rowgroup', TR: 'row', TH: 'columnheader', TD: 'cell' })[part.tagName]),
    );
  });

  it('shows the generic error text when loading fails', async () => {
    renderTable(async () => {
      throw new Error('boom');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred');
  });

  it('activates a row by click, Enter and Space', async () => {
    const { fetchPage } = fakeServer();
    const { onRowActivate } = renderTable(fetchPage);
    await screen.findByText('Item 45');
    const row = screen.getByText('Item 45').closest('tr')!;
    expect(row.tabIndex).toBe(0);
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(onRowActivate).toHaveBeenCalledTimes(3);
    expect(onRowActivate).toHaveBeenCalledWith(ALL[44]);
  });
});

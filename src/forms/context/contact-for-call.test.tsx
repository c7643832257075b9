/**
 * The signed-in contact as a call needs it: read again for the call; a failed read leaves the
 * shared contact query as it was (the area guard reading it would otherwise raise the error page
 * over the form being filled in), a whole contact read refreshes it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../api/queries.ts';

vi.mock('../../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: { oid: 'oid-1' } }) }));
const { useContactForCall } = await import('./contact-for-call.ts');

const held = { contactId: 'c-1', firstName: 'Pat', contactType: 'LevyPayer' };

function setUp(answer: () => Response) {
  vi.stubGlobal('fetch', async () => answer());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.userContact('oid-1'), held);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useContactForCall(), { wrapper });
  return { client, read: result.current };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useContactForCall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a failed read is unavailable and leaves the shared contact as it was', async () => {
    const { client, read } = setUp(() => json(503, { message: 'Down' }));
    await act(async () => expect(await read()).toEqual({ missing: 'unavailable' }));
    const state = client.getQueryState(queryKeys.userContact('oid-1'));
    expect(state?.status).toBe('success');
    expect(state?.data).toEqual(held);
  });

  it('no contact (404) is unavailable; a contact without its id is noId, and neither replaces the shared one', async () => {
    const none = setUp(() => json(404, { message: 'Not found' }));
    await act(async () => expect(await none.read()).toEqual({ missing: 'unavailable' }));
    const noId = setUp(() => json(200, { userContact: { ...held, contactId: '' } }));
    await act(async () => expect(await noId.read()).toEqual({ missing: 'noId' }));
    expect(noId.client.getQueryData(queryKeys.userContact('oid-1'))).toEqual(held);
  });

  it('a whole contact read gives its id and refreshes the shared contact', async () => {
    const { client, read } = setUp(() => json(200, { userContact: { ...held, firstName: 'Robin' } }));
    await act(async () => expect(await read()).toEqual({ contactId: 'c-1' }));
    expect(client.getQueryData(queryKeys.userContact('oid-1'))).toEqual({ ...held, firstName: 'Robin' });
  });
});

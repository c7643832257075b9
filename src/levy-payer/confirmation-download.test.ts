import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../engine/react/index.ts';
import type { Project } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { downloadProjectConfirmation } = await import('./confirmation-download.ts');

const messages = portal.projectPage.confirmation;
const project = { projectId: 'p-1', projectNumber: 'LV0900006', status: 'Submitted' } as Project;
const reply = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('downloadProjectConfirmation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says it is downloading, asks for the project by id and number, and opens the answer in a new tab', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => reply(200, { blobUri: '/api/blob/confirmations/LV0900006.pdf?signature=x' })());
    vi.stubGlobal('fetch', fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const create = vi.spyOn(toaster, 'create');
    await downloadProjectConfirmation(project);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', title: messages.downloadingMessage }));
    expect(fetch.mock.calls[0][0]).toBe('/api/project/downloadconfirmation?projectId=p-1&projectNumber=LV0900006');
    expect(open).toHaveBeenCalledWith('/api/blob/confirmations/LV0900006.pdf?signature=x', '_blank', 'noopener');
  });

  it('on a 400 says no confirmation can be retrieved, with the advice, for 9.5 seconds', async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'No confirmation' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const create = vi.spyOn(toaster, 'create');
    await downloadProjectConfirmation(project);
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: messages.unavailableMessage, description: messages.unavailableAdviceMessage, duration: messages.unavailableDurationMs }),
    );
    expect(messages.unavailableDurationMs).toBe(9500);
    expect(open).not.toHaveBeenCalled();
  });

  it('on any other failure (a 404, no server, an answer without an address) says to try again', async () => {
    const create = vi.spyOn(toaster, 'create');
    for (const fetch of [reply(404, { message: 'Not found' }), reply(200, {}), async () => Promise.reject(new TypeError('offline'))]) {
      vi.stubGlobal('fetch', fetch);
      await downloadProjectConfirmation(project);
      expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: messages.failureMessage }));
    }
  });

  it('without the project id or number asks nothing and says the project could not be identified', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const create = vi.spyOn(toaster, 'create');
    await downloadProjectConfirmation({ ...project, projectNumber: '' });
    expect(fetch).not.toHaveBeenCalled();
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: messages.projectUnknownMessage }));
  });
});

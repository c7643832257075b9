import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog, loadForm } from '../../generated/registry.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { loadCurrentForm } = await import('./current-form.ts');

const formId = catalog[0].id;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('loadCurrentForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the build's chunk while it is the current revision", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return reply(200, { id: formId, version: 1, revision: 1, hash: 'h', moduleUrl: null });
    });
    expect(await loadCurrentForm(formId)).toBe((await loadForm(formId)));
    expect(calls).toEqual([`/api/forms/${formId}/current`]);
  });

  it("falls back to the build's chunk when the lookup fails", async () => {
    vi.stubGlobal('fetch', async () => reply(500, { message: 'Down' }));
    expect(await loadCurrentForm(formId)).toBe(await loadForm(formId));
  });
});

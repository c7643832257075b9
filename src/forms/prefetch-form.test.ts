import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { catalog, loadForm } from '../../generated/registry.gen.ts';

let signedIn: { expires_at: number } | null = null;
vi.mock('../auth/user-manager.ts', () => ({ currentSignIn: async () => signedIn }));
vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const machinesBuilt: unknown[] = [];
vi.mock(import('../../engine/core/machine.ts'), async (original) => {
  const core = await original();
  return { ...core, formMachine: (form) => (machinesBuilt.push(form), core.formMachine(form)) };
});
const { prefetchCompiledForm, prefetchForm } = await import('./prefetch-form.ts');
const { compiledFormQuery } = await import('./use-compiled-form.ts');
const { loadCurrentForm } = await import('./current-form.ts');

const formId = catalog[0].id;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function lookups() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ id: formId, version: 1, revision: 1, hash: 'h', moduleUrl: null }), { status: 200 });
  });
  return calls;
}

describe('prefetchForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts a signed-in tab's lookup of the first page's form, which the page then takes instead of asking again", async () => {
    signedIn = { expires_at: Date.now() / 1000 + 3600 };
    const calls = lookups();
    prefetchForm(formId);
    await vi.waitFor(() => expect(calls).toEqual([`/api/forms/${formId}/current`]));
    expect(await loadCurrentForm(formId)).toBe(await loadForm(formId));
    expect(calls).toHaveLength(1);
    // Taken once: a later page asks afresh.
    await loadCurrentForm(formId);
    expect(calls).toHaveLength(2);
  });

  it('leaves the lookup to the page when the tab holds no valid sign-in', async () => {
    for (const user of [null, { expires_at: Date.now() / 1000 - 1 }]) {
      signedIn = user;
      const calls = lookups();
      prefetchForm(formId);
      for (let turn = 0; turn < 5; turn += 1) await settle();
      expect(calls).toEqual([]);
    }
  });

  it("builds the form's machine once its chunk has come, in a task of its own, so the page's first render finds it built", async () => {
    signedIn = null;
    lookups();
    machinesBuilt.length = 0;
    prefetchForm(formId);
    expect(machinesBuilt).toEqual([]);
    const form = await loadForm(formId);
    await vi.waitFor(() => expect(machinesBuilt).toEqual([form]));
  });

  it("loads a page's next form through the query its page reads, and builds its machine", async () => {
    signedIn = null;
    lookups();
    machinesBuilt.length = 0;
    const queryClient = new QueryClient();
    prefetchCompiledForm(queryClient, formId);
    const form = await loadForm(formId);
    await vi.waitFor(() => expect(machinesBuilt).toEqual([form]));
    expect(queryClient.getQueryData(compiledFormQuery(formId).queryKey)).toBe(form);
  });

  it('starts only the manifest of a page that shows no more of the form at first', async () => {
    signedIn = null;
    lookups();
    machinesBuilt.length = 0;
    prefetchForm(formId, 'manifest');
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(machinesBuilt).toEqual([]);
  });
});

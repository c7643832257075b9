import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog, loadForm } from '../../generated/registry.gen.ts';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const formsLoaded: string[] = [];
vi.mock(import('../../generated/registry.gen.ts'), async (original) => {
  const registry = await original();
  return { ...registry, loadForm: (id: string) => (formsLoaded.push(id), registry.loadForm(id)) };
});
const { loadCurrentForm, loadCurrentManifest, loadFormRevision } = await import('./current-form.ts');

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

describe('loadCurrentManifest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the build's manifest without loading the form while the build's revision is current", async () => {
    vi.stubGlobal('fetch', async () => reply(200, { id: formId, version: 1, revision: 1, hash: 'h', moduleUrl: null }));
    const load = vi.fn();
    formsLoaded.length = 0;
    const manifest = await loadCurrentManifest(formId, load);
    expect(formsLoaded).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(manifest).toEqual((await loadForm(formId)).manifest);
  });

  it("reads a published revision's manifest from its module", async () => {
    const built = await loadForm(formId);
    const revisionForm = { ...built, manifest: { ...built.manifest, title: 'Published title' } };
    const moduleUrl = '/studio-modules/4567cdef.js';
    vi.stubGlobal('fetch', async () => reply(200, { id: formId, version: 1, revision: 2, hash: 'h2', moduleUrl }));
    const load = vi.fn(async () => ({ default: () => revisionForm }));
    expect((await loadCurrentManifest(formId, load)).title).toBe('Published title');
    expect(load.mock.calls).toEqual([[moduleUrl]]);
  });
});

describe('loadFormRevision', () => {
  it("loads the build's chunk for a revision without a module of its own", async () => {
    const load = vi.fn();
    expect(await loadFormRevision({ id: formId, moduleUrl: null }, load)).toBe(await loadForm(formId));
    expect(load).not.toHaveBeenCalled();
  });

  it("imports a published revision's module once, whatever the build holds", async () => {
    const revisionForm = { ...(await loadForm(formId)) };
    const load = vi.fn(async () => ({ default: () => revisionForm }));
    const ref = { id: formId, moduleUrl: '/studio-modules/0123abcd.js' };
    expect(await loadFormRevision(ref, load)).toBe(revisionForm);
    expect(await loadFormRevision(ref, load)).toBe(revisionForm);
    expect(load.mock.calls).toEqual([[ref.moduleUrl]]);
  });
});

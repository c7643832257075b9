import { describe, expect, it } from 'vitest';
import type { FileKeeper } from './file-keeper.ts';
import { FileStore } from './file-store.ts';

/** A keeper in memory, standing in for the browser's database across a "page load" (a new store). */
function memoryKeeper() {
  const kept = new Map<string, File>();
  const keeper: FileKeeper = {
    load: async () => [...kept].map(([id, file]) => ({ id, file })),
    put: async (id, file) => void kept.set(id, file),
    remove: async (id) => void kept.delete(id),
    clear: async () => kept.clear(),
  };
  return { kept, keeper };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FileStore with a keeper', () => {
  it('keeps the files chosen and removed, and a new store takes them back once, in order, with their keys', async () => {
    const { kept, keeper } = memoryKeeper();
    const before = new FileStore({ keeper });
    before.add([pdf('a.pdf'), pdf('b.pdf')]);
    before.add([pdf('c.pdf')]);
    before.remove(before.getSnapshot()[1].key);
    await Promise.resolve();
    expect([...kept.values()].map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);

    const after = new FileStore({ keeper });
    after.setLost([{ fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 8 }]);
    expect(await after.restore()).toBe(true);
    expect(after.getSnapshot().map((entry) => [entry.file.name, entry.status])).toEqual([['a.pdf', 'selected'], ['c.pdf', 'selected']]);
    expect(after.getSnapshot().map((entry) => entry.key)).toEqual(before.getSnapshot().map((entry) => entry.key));
    // A file back is no longer asked for again.
    expect(after.getLost()).toEqual([]);
    expect(after.describe()).toEqual([
      { fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 8 },
      { fileName: 'c.pdf', mimeType: 'application/pdf', sizeBytes: 8 },
    ]);
    // Restoring again adds nothing twice.
    expect(await after.restore()).toBe(true);
    expect(after.getSnapshot()).toHaveLength(2);

    // A removal after the reload reaches the keeper too.
    after.remove(after.getSnapshot()[0].key);
    await Promise.resolve();
    expect([...kept.values()].map((file) => file.name)).toEqual(['c.pdf']);
  });

  it('forgets what it kept once told (sent or discarded), and restores nothing without a keeper', async () => {
    const { kept, keeper } = memoryKeeper();
    const store = new FileStore({ keeper });
    store.add([pdf('a.pdf')]);
    store.forgetKept();
    await Promise.resolve();
    expect(kept.size).toBe(0);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(await new FileStore({ keeper }).restore()).toBe(false);

    const plain = new FileStore();
    plain.add([pdf('b.pdf')]);
    expect(await plain.restore()).toBe(false);
    expect(plain.getSnapshot()).toHaveLength(1);
  });

  it('adds nothing back after a clear made while restoring, and keeps one of a file chosen again meanwhile', async () => {
    const { kept, keeper } = memoryKeeper();
    const file = pdf('a.pdf');
    new FileStore({ keeper }).add([file]);
    await Promise.resolve();

    const cleared = new FileStore({ keeper });
    const restoring = cleared.restore();
    cleared.clear();
    expect(await restoring).toBe(false);
    expect(cleared.getSnapshot()).toEqual([]);

    new FileStore({ keeper }).add([file]);
    await Promise.resolve();
    const again = new FileStore({ keeper });
    const pending = again.restore();
    again.add([file]);
    await pending;
    expect(again.getSnapshot().map((entry) => entry.file.name)).toEqual(['a.pdf']);
    await Promise.resolve();
    expect(kept.size).toBe(1);
  });

  it('still works when the keeper fails', async () => {
    const failing: FileKeeper = { load: () => Promise.reject(new Error('no database')), put: () => Promise.reject(new Error('full')), remove: () => Promise.reject(new Error('x')), clear: () => Promise.reject(new Error('x')) };
    const store = new FileStore({ keeper: failing });
    store.add([pdf('a.pdf')]);
    store.remove(store.getSnapshot()[0].key);
    store.forgetKept();
    expect(await store.restore()).toBe(false);
  });
});

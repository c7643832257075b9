import type { FileKeeper } from './file-keeper.ts';

/** A chosen file's description, as held in the JSON form data. */
export interface FileDescription {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

export type UploadStatus = 'selected' | 'uploading' | 'uploaded' | 'failed';

export interface FileEntry {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..100 while uploading. */
  progress: number;
  message?: string;
}

let nextKey = 0;
/** Unique across page loads too: a kept file keeps its key (its id in the keeper). */
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `f${++nextKey}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Where the store keeps its files across a page load (file-keeper.ts); none: a reload loses them. */
export interface FileStoreOptions {
  keeper?: FileKeeper;
}

/**
 * The File objects of a form, kept outside the JSON data (which holds only their descriptions),
 * with each file's upload status. Components read it through `useSyncExternalStore`.
 */
export class FileStore {
  private entries: readonly FileEntry[] = [];
  private lost: readonly FileDescription[] = [];
  private listeners = new Set<() => void>();
  private readonly keeper?: FileKeeper;
  private restoring?: Promise<boolean>;
  /** Counts clears: a restore that began before one adds nothing. */
  private cleared = 0;

  constructor({ keeper }: FileStoreOptions = {}) {
    this.keeper = keeper;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly FileEntry[] => this.entries;

  add(files: readonly File[]): void {
    const added = this.entriesOf(files);
    for (const entry of added) this.keeper?.put(entry.key, entry.file).catch(() => {});
    this.set([...this.entries, ...added]);
  }

  /**
   * Takes back the files its keeper kept before a page load (once; later calls answer the first).
   * Resolves true when any came back: the host then puts their descriptions into the form data.
   */
  restore(): Promise<boolean> {
    const clears = this.cleared;
    this.restoring ??= (this.keeper?.load() ?? Promise.resolve([])).then(
      (kept) => {
        if (clears !== this.cleared) return false;
        // Not twice: a file chosen again meanwhile (same name, size and date) is the one kept.
        const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
        const back = kept.filter(({ id, file }) => {
          const chosenAgain = this.entries.some((entry) => entry.key !== id && same(entry.file, file));
          if (chosenAgain) this.keeper?.remove(id).catch(() => {});
          return !chosenAgain && !this.entries.some((entry) => entry.key === id);
        });
        if (!back.length) return false;
        const restored = this.entriesOf(back.map(({ file }) => file), back.map(({ id }) => id));
        this.set([...this.entries, ...restored]);
        return true;
      },
      () => false,
    );
    return this.restoring;
  }

  /** Removes every file chosen, and what the keeper holds. */
  clear(): void {
    this.cleared += 1;
    this.forgetKept();
    this.lost = [];
    this.set([]);
  }

  /** Drops what the keeper holds (the files were sent, or the entries discarded); the files chosen stay in the page. */
  forgetKept(): void {
    this.keeper?.clear().catch(() => {});
  }

  private entriesOf(files: readonly File[], keys?: readonly string[]): FileEntry[] {
    const names = new Set(files.map((file) => file.name));
    if (this.lost.some((d) => names.has(d.fileName))) this.lost = this.lost.filter((d) => !names.has(d.fileName));
    return files.map((file, i) => ({ key: keys?.[i] ?? newKey(), file, status: 'selected' as const, progress: 0 }));
  }

  /**
   * Files the data once described whose File objects are gone (the browser keeps no chosen file
   * across a page load): the files field asks for them to be attached again. Attaching a file of
   * the same name takes it off the list.
   */
  setLost(descriptions: readonly FileDescription[]): void {
    this.lost = descriptions;
    this.listeners.forEach((l) => l());
  }

  getLost = (): readonly FileDescription[] => this.lost;

  remove(key: string): void {
    this.keeper?.remove(key).catch(() => {});
    this.set(this.entries.filter((e) => e.key !== key));
  }

  update(key: string, patch: Partial<Omit<FileEntry, 'key' | 'file'>>): void {
    this.set(this.entries.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  }

  /** The descriptions for the JSON form data. */
  describe(): FileDescription[] {
    return this.entries.map(({ file }) => ({
      fileName: file.name,
      mimeType: file.type || 'application/octet-stream',
      sizeBytes: file.size,
    }));
  }

  private set(entries: readonly FileEntry[]) {
    this.entries = entries;
    this.listeners.forEach((l) => l());
  }
}

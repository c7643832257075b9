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

/**
 * The File objects of a form, kept outside the JSON data (which holds only their descriptions),
 * with each file's upload status. Components read it through `useSyncExternalStore`.
 */
export class FileStore {
  private entries: readonly FileEntry[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly FileEntry[] => this.entries;

  add(files: readonly File[]): void {
    const added = files.map((file) => ({ key: `f${++nextKey}`, file, status: 'selected' as const, progress: 0 }));
    this.set([...this.entries, ...added]);
  }

  remove(key: string): void {
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

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
  private lost: readonly FileDescription[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly FileEntry[] => this.entries;

  add(files: readonly File[]): void {
    const added = files.map((file) => ({ key: `f${++nextKey}`, file, status: 'selected' as const, progress: 0 }));
    const names = new Set(files.map((file) => file.name));
    if (this.lost.some((d) => names.has(d.fileName))) this.lost = this.lost.filter((d) => !names.has(d.fileName));
    this.set([...this.entries, ...added]);
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

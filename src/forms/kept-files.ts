import { useEffect, useState } from 'react';
import { filesFieldPointers, writePointer } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { FileStore, indexedDbFileKeeper } from '../../engine/react/index.ts';
import { keptFilesScope } from '../app/tab-session.ts';

/**
 * A FileStore whose files outlive a page load, beside the entries kept under `keepAs` (none
 * before sign-in: nothing kept). Once the kept files are back, `onRestored` puts their
 * descriptions into the form data (see `restoreInto`).
 */
export function useKeptFileStore(keepAs: string | undefined, onRestored: (store: FileStore) => void): FileStore {
  const [store] = useState(() => new FileStore(keepAs ? { keeper: indexedDbFileKeeper(keptFilesScope(keepAs)) } : {}));
  useEffect(() => {
    let live = true;
    void store.restore().then((back) => {
      if (back && live) onRestored(store);
    });
    return () => {
      live = false;
    };
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps
  return store;
}

/** Writes the store's file descriptions at the form's files field (one per store), as the files field does when files are chosen. */
export function restoreInto(form: CompiledForm, store: FileStore, getData: () => Record<string, unknown>, setData: (data: Record<string, unknown>) => void, pointer = filesFieldPointers(form.uiSchema)[0]): void {
  if (pointer) setData(writePointer(getData(), pointer, store.describe()));
}

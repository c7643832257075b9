import { useSyncExternalStore } from 'react';
import type { FileStore } from '../../engine/react/index.ts';

/** How many files are chosen in a store. */
export function useFileCount(store: FileStore): number {
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().length);
}

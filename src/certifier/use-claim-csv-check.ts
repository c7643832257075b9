import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ClaimCsvResult } from '../../engine/core/claim-csv.ts';
import type { FileStore } from '../../engine/react/index.ts';
import { portal } from '../../generated/portal.gen.ts';
import { checkClaimCsvInWorker } from './check-claim-csv.ts';

export type ClaimCsvCheck = { status: 'none' } | { status: 'checking' } | { status: 'done'; result: ClaimCsvResult } | { status: 'failed' };

/** The CSV checks of the file chosen in `store` (the first), run again whenever another is chosen. */
export function useClaimCsvCheck(store: FileStore): { file: File | undefined; check: ClaimCsvCheck } {
  const file = useSyncExternalStore(store.subscribe, () => store.getSnapshot()[0]?.file);
  const [check, setCheck] = useState<ClaimCsvCheck>({ status: 'none' });
  useEffect(() => {
    if (!file) return setCheck({ status: 'none' });
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    checkClaimCsvInWorker(file, portal.certifierClaims.csv, controller.signal).then(
      (result) => setCheck({ status: 'done', result }),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setCheck({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [file]);
  return { file, check };
}

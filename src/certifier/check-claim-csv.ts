import type { ClaimCsvResult, ClaimCsvRules } from '../../engine/core/claim-csv.ts';

/**
 * Runs the claim CSV checks on a chosen file in a Web Worker (a 10 MB file never blocks the page).
 * `signal` ends the worker when another file is chosen.
 */
export function checkClaimCsvInWorker(file: File, rules: ClaimCsvRules, signal?: AbortSignal): Promise<ClaimCsvResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./claim-csv.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('The check was replaced', 'AbortError'));
    }, { once: true });
    worker.onmessage = (event: MessageEvent<ClaimCsvResult>) => {
      stop();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'The claim file could not be checked'));
    };
    worker.postMessage({ file, rules });
  });
}

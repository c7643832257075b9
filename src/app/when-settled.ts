/** After the page has loaded and shown itself: what it needs to keep going, not to start. */
export const SETTLE_MS = 2000;

/** Runs `work` once the page has settled: `SETTLE_MS` after its `load` event. Returns a cancel. */
export function whenSettled(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(work, SETTLE_MS));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

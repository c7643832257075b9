import { createToaster } from '@chakra-ui/react';

/** Toast defaults of the portal: at most 5 at a time, closed after 10 seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 10_000;
/**
 * Toasts sit at the top right below the page header, so they never cover the account menu: on a
 * 320 px phone the header wraps to two lines and ends at about 8rem, and a toast keeps an
 * invisible hover strip of its gap above itself, which must not reach the menu's button either.
 */
export const TOAST_TOP_OFFSET = '9rem';

/**
 * The app's toaster. Toasts are live regions (announced, never focused) with a close button:
 * errors are role="alert" (assertive), the others role="status" (polite). `toaster.create({ type: 'success' | 'error' | 'info', title, duration? })`.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: TOAST_TOP_OFFSET, right: '1rem', bottom: '1rem', left: '1rem' },
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a closable toast for `duration` (10 seconds unless a message gives its own time). The
 * duration is always given: an undefined one would fall back to the library's per-type defaults
 * (about 2 s for success, 5 s for errors), not the toaster's.
 *
 * A message already on screen is replaced, not stacked: a repeated action (Look up pressed again
 * on the same unknown ABN) is answered once more, announced afresh, without filling the corner.
 * So is any toast shown with the same `about` (e.g. one ABN field's lookup): only its latest news
 * stays, not what was said of the ABNs it held before.
 */
export function showToast(type: ToastType, title: string, duration: number = TOAST_DURATION_MS, about?: string): string {
  for (const shown of toaster.getVisibleToasts()) {
    if ((shown.type === type && shown.title === title) || (about !== undefined && shown.meta?.about === about)) toaster.remove(shown.id);
  }
  return toaster.create({ type, title, duration, closable: true, ...(about !== undefined && { meta: { about } }) });
}

/** Takes away the toasts shown `about` something (e.g. one ABN field's lookup) once their news is old: that ABN was found. */
export function dismissToasts(about: string): void {
  for (const shown of toaster.getVisibleToasts()) if (shown.meta?.about === about) toaster.remove(shown.id);
}

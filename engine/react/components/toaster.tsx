import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** Toast defaults of the portal: at most 5 at a time, closed after 10 seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 10_000;

/**
 * The app's toaster. Toasts are role="status" live regions (announced, never focused) with a
 * close button. `toaster.create({ type: 'success' | 'error' | 'info', title, duration? })`.
 */
export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Shows a closable toast. */
export function showToast(type: ToastType, title: string, duration?: number): string {
  return toaster.create({ type, title, duration, closable: true });
}

/** Renders the toasts; mount once near the root of the app. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

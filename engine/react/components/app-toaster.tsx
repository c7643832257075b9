import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster.ts';

/**
 * Renders the toasts; mount once near the root of the app. Its own module, so the portal can
 * load it after the first paint: toasts created before it mounts are kept and shown then. Its
 * sizes for phones and wider screens are in the page-wide stylesheet (chakra-system.ts `toastLayout`),
 * since a media query's rule inserted when it mounts would restyle the whole page.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root {...(toast.type === 'error' ? { role: 'alert', 'aria-live': 'assertive' as const } : {})}>
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

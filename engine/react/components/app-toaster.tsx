import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster.ts';

/**
 * Renders the toasts; mount once near the root of the app. Its own module, so the portal can
 * load it after the first paint: toasts created before it mounts are kept and shown then.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} {...(toast.type === 'error' ? { role: 'alert', 'aria-live': 'assertive' as const } : {})}>
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

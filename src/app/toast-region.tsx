import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from '../../engine/react/components/toaster.tsx';

/**
 * Renders the engine's toasts (role=status, closable, at most 5, 10 s), as engine/react's
 * AppToaster does; kept in its own module so it can load after the first paint. Toasts created
 * before it mounts are shown once it does (the toast store keeps them).
 */
export function ToastRegion() {
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

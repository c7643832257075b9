import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';

export type BusyButtonProps = Omit<ButtonProps, 'loading' | 'loadingText'> & { busy: boolean };

/**
 * A button that shows its work is under way without being disabled meanwhile: a disabled button
 * drops keyboard focus to the page, and the user would lose their place when the work ends. While
 * busy it says so to assistive technology (aria-disabled, aria-busy) and a click does nothing.
 */
export function BusyButton({ busy, onClick, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={busy ? undefined : onClick}>
      {busy && <Spinner size="sm" />}
      {children}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { BOOT_SHELL_CLASS, bootHeaderHtml } from './boot-shell.ts';

/** The page as index.html first shows it (boot-shell.ts), with `children` in its main part: sign-in's wait or its error. */
export function BootShell({ children }: { children: ReactNode }) {
  return (
    <div className={BOOT_SHELL_CLASS}>
      <header className="boot-header" dangerouslySetInnerHTML={{ __html: bootHeaderHtml }} />
      <main>{children}</main>
    </div>
  );
}

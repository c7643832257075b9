import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in every bundle (the Vite configs alias `markdown-to-jsx/react`
 * here): RJSF renders its own messages and, when a form turns markdown on, descriptions and help
 * through it, and it was a third of the renderer's chunk on every form page. The engine shows them
 * as plain text; the ui.json meta-schema refuses `enableMarkdownInDescription`/`enableMarkdownInHelp`.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

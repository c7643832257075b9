import { Fragment, type ReactNode } from 'react';

// RJSF's own messages mark a field id as code, a reason in italics and a name in bold.
const INLINE_MARK = /(`[^`]+`|\*\*[^*]+\*\*|(?<!\w)_[^_]+_(?!\w))/;

function inline(text: string): ReactNode[] {
  return text.split(INLINE_MARK).map((part, index) => {
    if (index % 2 === 0) return part;
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    return <em key={index}>{part.slice(1, -1)}</em>;
  });
}

/**
 * Stands in for markdown-to-jsx in every bundle (the Vite configs alias `markdown-to-jsx/react`
 * here), which was a third of the renderer's chunk on every form page. RJSF renders its own
 * messages through it (an unsupported field, a bad configuration), which use only inline code,
 * italics and bold; those are rendered, anything else is shown as written. The engine's templates
 * show descriptions and help as plain text, so ui.json refuses the options that would ask RJSF
 * for markdown there.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return typeof children === 'string' ? <Fragment>{inline(children)}</Fragment> : <Fragment>{children}</Fragment>;
}

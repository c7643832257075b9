import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
// A source file's import of markdown-to-jsx resolves to the stand-in (the Vite config's alias);
// the built bundle is checked for the library itself by scripts/check-shipped-js.mjs.
import { Markdown } from 'markdown-to-jsx/react';
import { Markdown as Standin } from './plain-text-markdown.tsx';

const shown = (text: string) => render(<p>{/* RJSF passes options, which the stand-in ignores */}<Markdown options={{ disableParsingRawHTML: true }}>{text}</Markdown></p>).container.querySelector('p')!.innerHTML;

describe('markdown in RJSF', () => {
  it('is the stand-in', () => {
    expect(Markdown).toBe(Standin);
  });

  it("renders the inline marks of RJSF's own messages", () => {
    expect(shown('Unsupported field schema for field `root_cost_x`: _Unknown field type number_.')).toBe(
      'Unsupported field schema for field <code>root_cost_x</code>: <em>Unknown field type number</em>.',
    );
    expect(shown('**file.pdf** (application/pdf, 10 bytes)')).toBe('<strong>file.pdf</strong> (application/pdf, 10 bytes)');
  });

  it('shows anything else as written, snake_case and markup included', () => {
    expect(shown('a snake_case_name, # a heading and <b>html</b>')).toBe('a snake_case_name, # a heading and &lt;b&gt;html&lt;/b&gt;');
  });
});

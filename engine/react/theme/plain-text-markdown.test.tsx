import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
// What RJSF imports: the Vite config aliases it to the engine's stand-in, in the bundle and here.
import { Markdown } from 'markdown-to-jsx/react';
import { Markdown as PlainText } from './plain-text-markdown.tsx';

describe('markdown in RJSF', () => {
  it('is the plain-text stand-in, which shows the text as it is', () => {
    expect(Markdown).toBe(PlainText);
    const { container } = render(<p>{/* RJSF passes options, which the stand-in ignores */}<Markdown options={{ disableParsingRawHTML: true }}>{'Use **bold** and `code`'}</Markdown></p>);
    expect(screen.getByText('Use **bold** and `code`')).toBeTruthy();
    expect(container.querySelector('strong, code')).toBeNull();
  });
});

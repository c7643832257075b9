import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, staticHeader } from './vite-static-header.ts';

const transform = (html: string) => {
  const hook = staticHeader(() => '<header>Portal</header>').transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('staticHeader', () => {
  it("writes the markup into index.html's empty root", () => {
    expect(transform(`<body>${EMPTY_ROOT}</body>`)).toBe('<body><div id="root"><header>Portal</header></div></body>');
  });

  it('fails the build when index.html has no empty root to write into', () => {
    expect(() => transform('<body><div id="app"></div></body>')).toThrow(/no empty <div id="root"><\/div>/);
  });
});

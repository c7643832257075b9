import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootShell } from './boot-shell-view.tsx';
import { bootShellCss, bootShellHtml } from './boot-shell.ts';

describe('the boot shell', () => {
  it('renders in React exactly as index.html shows it, with sign-in’s message in its main part', () => {
    expect(renderToStaticMarkup(<BootShell>{null}</BootShell>)).toBe(bootShellHtml());
    expect(renderToStaticMarkup(<BootShell><p role="status">Waiting</p></BootShell>)).toBe(bootShellHtml().replace('<main></main>', '<main><p role="status">Waiting</p></main>'));
  });

  it('takes its colours and sizes from the theme', () => {
    expect(bootShellCss()).toContain('.boot-header{background:#14204a;');
    expect(bootShellCss()).toContain('.boot-header-menu{width:7rem;height:2.25rem}');
  });
});

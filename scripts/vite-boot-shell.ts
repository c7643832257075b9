import type { Plugin } from 'vite';
import { bootShellCss, bootShellHtml } from '../src/shell/boot-shell.ts';

/** Writes the boot shell (src/shell/boot-shell.ts) into index.html: its header in the root element, its style in the head. */
export function bootShell(): Plugin {
  return {
    name: 'boot-shell',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root} for the boot shell`);
      return { html: html.replace(root, `<div id="root">${bootShellHtml()}</div>`), tags: [{ tag: 'style', children: bootShellCss(), injectTo: 'head' }] };
    },
  };
}

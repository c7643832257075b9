import type { Plugin } from 'vite';

/** What the page shows before its scripts run: markup for the root element and its style rules (src/shell/boot-shell.ts makes both). */
export interface BootShellParts {
  html: string;
  css: string;
}

/** Writes the boot shell into index.html: its markup in the root element, its style in the head. */
export function bootShell({ html: shell, css }: BootShellParts): Plugin {
  return {
    name: 'boot-shell',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root} for the boot shell`);
      return { html: html.replace(root, `<div id="root">${shell}</div>`), tags: [{ tag: 'style', children: css, injectTo: 'head' }] };
    },
  };
}

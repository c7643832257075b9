/**
 * The Vite alias that replaces markdown-to-jsx, which RJSF imports, with the engine's plain-text
 * stand-in (engine/react/theme/plain-text-markdown.tsx). A path only: build tools never import the renderer.
 */
import { fileURLToPath } from 'node:url';

export const plainMarkdownAlias = {
  find: /^markdown-to-jsx\/react$/,
  replacement: fileURLToPath(new URL('../engine/react/theme/plain-text-markdown.tsx', import.meta.url)),
};

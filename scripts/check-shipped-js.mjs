// Fails when the built portal's JavaScript contains eval or new Function: pages run under
// CSP script-src 'self', and nothing may compile code at run time. Also fails when markdown-to-jsx
// is in it: RJSF's import of it is aliased to the engine's stand-in (scripts/vite-plain-markdown.ts).
// Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client', 'assets');
if (!existsSync(assets)) {
  console.error('No build found in dist/client: run `npm run build` first.');
  process.exit(1);
}
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const offending = files.filter((name) => /\bnew Function\s*\(|(^|[^.\w$])eval\s*\(/.test(readFileSync(join(assets, name), 'utf8')));
if (offending.length) {
  console.error(`eval or new Function found in: ${offending.join(', ')}`);
  process.exit(1);
}
// An option name only markdown-to-jsx's own code holds.
const withMarkdownLibrary = files.filter((name) => readFileSync(join(assets, name), 'utf8').includes('forceInline'));
if (withMarkdownLibrary.length) {
  console.error(`markdown-to-jsx, which the build aliases to the engine's stand-in, found in: ${withMarkdownLibrary.join(', ')}`);
  process.exit(1);
}
console.log(`shipped JavaScript: ${files.length} files, no eval or new Function, no markdown-to-jsx`);

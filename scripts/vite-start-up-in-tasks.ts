/**
 * Vite plugin: start-up's chunks are run one per task. A module script runs its chunk and every
 * chunk that chunk imports (the framework, Chakra) in one task, which held a phone's main thread
 * for about 160 ms (40 ms on a desktop), in which the page answers no input. The page now starts
 * with a small script, emitted here, that imports those chunks one by one, each after the ones it
 * imports, in a new task each, and the page's own chunk last. They still download at once
 * (index.html's modulepreload links, the page's chunk's added); a chunk runs once, so the page's
 * chunk finds them run.
 */
import type { Plugin } from 'vite';

/** The chunks `entry` imports, each after those it imports itself, then `entry`. */
export function startUpOrder(entry: string, importsOf: (file: string) => readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const child of importsOf(file)) visit(child);
    order.push(file);
  };
  visit(entry);
  return order;
}

/** The start-up script: imports each URL in turn, the next in a new task. */
export function startUpScript(urls: readonly string[]): string {
  return `const urls=${JSON.stringify(urls)};
const nextTask=()=>new Promise((resolve)=>setTimeout(resolve,0));
(async()=>{for(const [index,url] of urls.entries()){if(index)await nextTask();await import(url);}})().catch(reportError);
`;
}

export function startUpInTasks(): Plugin {
  let base = '/';
  return {
    name: 'levy-portal:start-up-in-tasks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        if (html?.type !== 'asset' || entry?.type !== 'chunk') throw new Error('The build has no index.html or no entry chunk (scripts/vite-start-up-in-tasks.ts)');
        const entryScript = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
        const page = String(html.source);
        if (!page.includes(entryScript)) throw new Error(`index.html has no ${entryScript} (scripts/vite-start-up-in-tasks.ts)`);
        const importsOf = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk.imports : [];
        };
        const urls = startUpOrder(entry.fileName, importsOf).map((file) => `${base}${file}`);
        const reference = this.emitFile({ type: 'asset', name: 'start-up.js', source: startUpScript(urls) });
        html.source = page.replace(
          entryScript,
          `<script type="module" crossorigin src="${base}${this.getFileName(reference)}"></script>\n    <link rel="modulepreload" crossorigin href="${base}${entry.fileName}">`,
        );
      },
    },
  };
}

/**
 * Bundle budgets (DESIGN.md section 5): the first route at most 200 kB of gzipped JavaScript,
 * each form's own chunk at most 80 kB. Reads the Vite manifest of `dist/client`. (That the shipped
 * JavaScript has no eval is a test: scripts/check-shipped-js.mjs.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/client');
const budgets = { firstRouteKb: 200, formChunkKb: 80 };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleReport {
  firstRouteKb: number;
  forms: Record<string, number>;
  problems: string[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** The chunk and its static imports, each once. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

export function measureBundle(): BundleReport {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const entryClosure = staticClosure(manifest, entry);
  const firstRouteKb = [...entryClosure].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

  const forms: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /generated\/forms\/([^/]+)\/index\.gen\.ts$/.exec(chunk.src ?? key);
    if (!match) continue;
    // What opening the form adds beyond what the first route already loaded.
    const added = [...staticClosure(manifest, key)].filter((item) => !entryClosure.has(item));
    forms[match[1]] = added.reduce((total, item) => total + gzipKb(manifest[item].file), 0);
  }

  const problems: string[] = [];
  if (firstRouteKb > budgets.firstRouteKb) problems.push(`first route ${firstRouteKb.toFixed(1)} kB > ${budgets.firstRouteKb} kB`);
  for (const [id, kb] of Object.entries(forms)) if (kb > budgets.formChunkKb) problems.push(`form ${id} ${kb.toFixed(1)} kB > ${budgets.formChunkKb} kB`);
  return { firstRouteKb, forms, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = measureBundle();
  console.log(`first route: ${report.firstRouteKb.toFixed(1)} kB gzipped JS (budget ${budgets.firstRouteKb} kB)`);
  for (const [id, kb] of Object.entries(report.forms)) console.log(`form ${id}: ${kb.toFixed(1)} kB gzipped JS added (budget ${budgets.formChunkKb} kB)`);
  if (report.problems.length) {
    console.error(`Over budget:\n${report.problems.join('\n')}`);
    process.exit(1);
  }
}

/**
 * The keystroke benchmark's pages (never part of the portal's build): built by bench/keystroke.ts
 * into bench/results/keystroke/ (git-ignored), one page per build (`BENCH_PAGE`). `BENCH_PROFILE=1` builds with React's profiling
 * build (react-dom/client -> react-dom/profiling, which shares react-dom's internals) and
 * `<Profiler>`s around the components: for the diagnosis, not for the timings.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraStylesheet } from '../../scripts/vite-chakra-stylesheet.ts';
import { chakraSystemInSteps } from '../../scripts/vite-chakra-system-in-steps.ts';
import { builtTokensJson } from '../../engine/react/theme/built-tokens-source.ts';
import { chakraGlobalStylesheet } from '../../engine/react/theme/global-stylesheet.ts';
import { plainMarkdownAlias } from '../../scripts/vite-plain-markdown.ts';
import { eagerCompile } from '../../scripts/vite-eager-compile.ts';
import { FRAMEWORK_CHUNK, UI_CHUNK } from '../../scripts/vendor-chunks.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const profile = process.env.BENCH_PROFILE === '1';
/** One page per build, so that each page loads only what it imports (no chunk shared between pages). */
const page = process.env.BENCH_PAGE ?? 'engine';
/** Validators compiled as the portal's are, and marked for eager compilation as the portal marks them (scripts/vite-eager-compile.ts). */
const VALIDATORS = /[\\/](results[\\/]keystroke[\\/]gen[\\/]n\d+|generated[\\/]forms[\\/][^\\/]+[\\/](.+-validators|conditions))\.gen\.ts$/;

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  // The engine's pages take the portal's page-wide styles as the portal does (written into the page,
  // not built by createSystem); plain RJSF (the reference) keeps Chakra's own way.
  plugins: [react(), ...(page === 'rjsf' ? [] : [chakraStylesheet(chakraGlobalStylesheet), chakraSystemInSteps(builtTokensJson), eagerCompile(VALIDATORS)])],
  define: { __BENCH_PROFILE__: JSON.stringify(profile) },
  // Likewise markdown-to-jsx: aliased for the engine's pages, kept for plain RJSF.
  resolve: {
    alias: [
      ...(page === 'rjsf' ? [] : [plainMarkdownAlias]),
      ...(profile ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL(`../results/keystroke/${profile ? 'profile' : 'dist'}`, import.meta.url)),
    emptyOutDir: false,
    target: 'es2022',
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      input: { [page]: `${here}${page}.html` },
      // The framework and the UI kit in chunks of their own, as the portal loads them.
      output: { codeSplitting: { groups: [FRAMEWORK_CHUNK, UI_CHUNK] } },
    },
  },
});

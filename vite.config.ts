import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { eagerCompile } from './scripts/vite-eager-compile.ts';
import { FRAMEWORK_CHUNK, UI_CHUNK } from './scripts/vendor-chunks.ts';
import { chakraRecipes } from './scripts/vite-chakra-recipes.ts';
import { chakraStylesheet } from './scripts/vite-chakra-stylesheet.ts';
import { chakraSystemInSteps } from './scripts/vite-chakra-system-in-steps.ts';
import { plainMarkdownAlias } from './scripts/vite-plain-markdown.ts';
import { startUpInTasks } from './scripts/vite-start-up-in-tasks.ts';
import { staticHeader } from './scripts/vite-static-header.ts';
import { staticHeaderHtml } from './src/shell/static-header.ts';
import { chakraThemeConfig } from './engine/react/theme/chakra-system.ts';
import { builtTokensJson } from './engine/react/theme/built-tokens-source.ts';
import { chakraGlobalStylesheet } from './engine/react/theme/global-stylesheet.ts';

const apiPort = process.env.API_PORT ?? '3000';
/** A form's precompiled validators and conditions (`npm run codegen`). */
const FORM_VALIDATORS = /[\\/]generated[\\/]forms[\\/][^\\/]+[\\/](.+-validators|conditions)\.gen\.ts$/;

export default defineConfig({
  root: 'src',
  publicDir: false,
  resolve: { alias: [plainMarkdownAlias] },
  plugins: [react(), precompress(), eagerCompile(FORM_VALIDATORS), chakraSystemInSteps(builtTokensJson), staticHeader(staticHeaderHtml), startUpInTasks(), chakraStylesheet(chakraGlobalStylesheet), chakraRecipes(new Set([...Object.keys(chakraThemeConfig.theme?.recipes ?? {}), ...Object.keys(chakraThemeConfig.theme?.slotRecipes ?? {})]))],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Never shipped: the served folder would make the sources public.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The portal's own modules do nothing when imported but define what they export: a page
      // that takes one helper through an index (engine/react/index.ts) gets that helper, not every
      // module the index names (the form renderer, for a page that shows a toast).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](src|engine|generated|forms|schemas)[\\/]/.test(id) || /[\\/]node_modules[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            FRAMEWORK_CHUNK,
            // The first page's Chakra and its own code are one chunk each, so its download is four
            // files. The code pages load on demand is grouped by the family of pages sharing it
            // (scripts/chunk-plan.ts), a group `npm run build` adds from a first pass.
            { ...UI_CHUNK, tags: ['$initial'] },
            { name: 'shell', test: /[\\/](src|engine|generated|forms|schemas)[\\/]/, tags: ['$initial'], priority: 12 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/oidc': `http://localhost:${apiPort}`,
      '/studio-modules': `http://localhost:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: ['schemas/**/*.test.ts', 'engine/core/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/catalog/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:attack`: every fault of the attack review, kept fixed.
          name: 'attack',
          root: '.',
          environment: 'node',
          include: ['tests/attack/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          root: '.',
          environment: 'jsdom',
          include: ['engine/react/**/*.test.tsx', 'engine/react/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['engine/react/testing/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

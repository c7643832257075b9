/** The claim CSV benchmark's page (never part of the portal's build), built by bench/claim-csv.ts into bench/results/claim-csv/. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../results/claim-csv', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  worker: { format: 'es' },
});

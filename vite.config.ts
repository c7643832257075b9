import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: 'src',
  publicDir: false,
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Never shipped: the served folder would make the sources public.
    sourcemap: false,
    manifest: true,
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
          include: ['schemas/**/*.test.ts', 'engine/core/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/catalog/**/*.test.ts'],
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
          include: ['engine/react/**/*.test.tsx', 'src/**/*.test.tsx', 'src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

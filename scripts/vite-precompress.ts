/**
 * Vite build plugin: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the
 * build, so the server sends them compressed without compressing on every request
 * (server/http/static-spa.ts serves them with `preCompressed`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this the compressed copy saves less than a packet. */
const minBytes = 1024;

export function precompress(): Plugin {
  return {
    name: 'levy-portal:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const file of Object.keys(bundle)) {
        if (!compressible.test(file)) continue;
        const path = join(dir, file);
        const source = readFileSync(path);
        if (source.length < minBytes) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

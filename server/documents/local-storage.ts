import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './storage.ts';
import { TooLargeError } from './storage.ts';

const SAFE_KEY = /^[0-9a-f-]{36}$/;

/** Files in one folder, named by key (a UUID); written to a temporary name of their own, then renamed. */
export function createLocalStorage(dir: string): DocumentStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, body, maxBytes) {
      await mkdir(dir, { recursive: true });
      const target = pathOf(key);
      // One temporary file per request: two uploads to one key never write the same file.
      const temp = `${target}.${randomUUID()}.partial`;
      let size = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(size > maxBytes ? new TooLargeError(`more than ${maxBytes} bytes`) : null, chunk);
        },
      });
      try {
        await pipeline(body, cap, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
        return size;
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

import { BlobServiceClient, RestError, type ContainerClient } from '@azure/storage-blob';
import { Transform, type Readable } from 'node:stream';
import type { DocumentStorage } from './storage.ts';
import { TooLargeError } from './storage.ts';

const SAFE_KEY = /^[0-9a-f-]{36}$/;
const BLOCK_BYTES = 4 * 1024 * 1024;

export interface AzureBlobSettings {
  connectionString: string;
  container: string;
}

const notFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

/**
 * Documents in an Azure Blob Storage container, shared by every server node. A blob is committed
 * only when its whole body has arrived within the limit, so a refused or broken upload leaves
 * nothing readable (its uncommitted blocks expire).
 */
export function createAzureBlobStorage(settings: AzureBlobSettings): DocumentStorage {
  const container: ContainerClient = BlobServiceClient.fromConnectionString(settings.connectionString).getContainerClient(settings.container);
  let ready: Promise<unknown> | undefined;
  const ensureContainer = () => {
    ready ??= container.createIfNotExists().catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const blob = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return container.getBlockBlobClient(key);
  };

  return {
    async put(key, body, maxBytes) {
      await ensureContainer();
      let size = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(size > maxBytes ? new TooLargeError(`more than ${maxBytes} bytes`) : null, chunk);
        },
      });
      body.on('error', (error) => cap.destroy(error));
      body.pipe(cap);
      await blob(key).uploadStream(cap, BLOCK_BYTES, 2);
      // A stream that failed may end the upload early: never keep what it committed.
      if (cap.errored) {
        await blob(key).deleteIfExists();
        throw cap.errored;
      }
      return size;
    },
    async get(key) {
      try {
        const download = await blob(key).download();
        return (download.readableStreamBody as Readable | undefined) ?? null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await blob(key).deleteIfExists();
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAzureBlobStorage } from './azure-blob-storage.ts';
import { TooLargeError, type DocumentStorage } from './storage.ts';
import { startAzurite, type Azurite } from './test-support/azurite.ts';

describe('Azure Blob Storage documents (against Azurite)', () => {
  let azurite: Azurite;
  let storage: DocumentStorage;

  beforeAll(async () => {
    azurite = await startAzurite();
    storage = createAzureBlobStorage({ connectionString: azurite.connectionString, container: 'documents' });
  }, 60_000);
  afterAll(async () => {
    await azurite?.stop();
  });

  it('stores, reads back and deletes a document', async () => {
    const key = randomUUID();
    expect(await storage.put(key, Readable.from([Buffer.from('%PDF-1.7 hello')]), 100)).toBe(14);
    expect(await text((await storage.get(key))!)).toBe('%PDF-1.7 hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses a body over the limit and keeps nothing', async () => {
    const key = randomUUID();
    await expect(storage.put(key, Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for an unknown key and refuses unsafe keys', async () => {
    expect(await storage.get(randomUUID())).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});


import type { Readable } from 'node:stream';

/** Thrown by `put` when the body is larger than allowed; nothing is kept. */
export class TooLargeError extends Error {}

/**
 * Where document bytes live. The local folder is the embedded default; an S3 or Azure Blob
 * implementation of the same interface replaces it by configuration.
 */
export interface DocumentStorage {
  /** Stores the stream under `key`, refusing more than `maxBytes`; resolves to the size stored. */
  put(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

export type BlobOperation = 'upload' | 'download';

export const BLOB_PATH = '/api/blob/';
export const URL_LIFETIME_SECONDS = 15 * 60;

export interface SignedUrlParts {
  key: string;
  op: BlobOperation;
  expires: number;
  signature: string;
}

/** HMAC-SHA256 signed, expiring, same-origin URLs for one stored file and one operation. */
export function createUrlSigner(secret: Buffer, now: () => number = () => Date.now()) {
  const mac = (key: string, op: BlobOperation, expires: number) =>
    createHmac('sha256', secret).update(`${op}\n${key}\n${expires}`).digest('base64url');

  return {
    /** A path like `/api/blob/<key>?op=upload&expires=<unix s>&signature=<mac>`. */
    sign(key: string, op: BlobOperation, lifetimeSeconds = URL_LIFETIME_SECONDS): string {
      const expires = Math.floor(now() / 1000) + lifetimeSeconds;
      const query = new URLSearchParams({ op, expires: String(expires), signature: mac(key, op, expires) });
      return `${BLOB_PATH}${encodeURIComponent(key)}?${query}`;
    },
    /** Why the parts do not authorise `op` on `key`, or null when they do. */
    check(parts: Partial<SignedUrlParts>, op: BlobOperation): 'invalid' | 'expired' | null {
      const { key, expires, signature } = parts;
      if (!key || parts.op !== op || !signature || !Number.isInteger(expires)) return 'invalid';
      const expected = Buffer.from(mac(key, op, expires!));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires! * 1000 < now() ? 'expired' : null;
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;

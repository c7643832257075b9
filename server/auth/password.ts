import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP-recommended minimum for scrypt (N=2^15, r=8, p=1); keep in sync with verify's parser.
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(plain: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$<salt hex>$<hash hex>` (node:crypto scrypt, random salt). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

const STORED = /^scrypt\$([0-9a-f]{2,})\$([0-9a-f]{32,})$/i;

/** True when `plain` matches a hash made by `hashPassword`; false for a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored ?? '');
  if (!match) return false;
  const salt = Buffer.from(match[1], 'hex');
  const expected = Buffer.from(match[2], 'hex');
  const actual = await derive(plain, salt, expected.length);
  return timingSafeEqual(actual, expected);
}

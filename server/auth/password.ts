import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP-recommended minimum for scrypt (N=2^15, r=8, p=1); keep in sync with verify's parser.
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// scrypt runs on libuv's small thread pool, which file and DNS work share: at most this many
// hashes run at once, so a burst of sign-ins queues here instead of stalling every request.
const MAX_CONCURRENT_HASHES = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(plain: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(plain.normalize('NFKC'), salt, keyLength, COST, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
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

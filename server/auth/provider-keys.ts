import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The local provider's secrets, persisted so tokens and sessions survive a restart. */
export interface ProviderKeys {
  /** Private RS256 signing keys (JWK), newest first. */
  jwks: { keys: JWK[] };
  /** Keys signing the provider's cookies, newest first. */
  cookieKeys: string[];
}

const FILE = 'oidc-keys.json';

async function generate(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function read(file: string): ProviderKeys {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  if (!Array.isArray(keys.jwks?.keys) || !keys.jwks.keys.length || !keys.cookieKeys?.length) {
    throw new Error(`${file} is not a valid key file: delete it to generate new keys`);
  }
  return keys;
}

/** Reads `dataDir/oidc-keys.json`, generating it (mode 0600) on first use. */
export async function loadProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const file = join(dataDir, FILE);
  try {
    return read(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await generate();
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process wrote it first; then use theirs.
    writeFileSync(file, JSON.stringify(keys, null, 2), { flag: 'wx', mode: 0o600 });
    return keys;
  } catch {
    return read(file);
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every server setting, with the embedded defaults of the root README. */
export interface Config {
  port: number;
  publicUrl: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  oidc: {
    issuer: string;
    clientId: string;
    audience: string;
    scope: string;
    /** True when the issuer is the embedded provider at `/oidc` (OIDC_ISSUER not set). */
    localProvider: boolean;
  };
  /** HMAC key for signed document URLs. */
  documentSigningKey: Buffer;
  /** TRUST_PROXY: the proxies (addresses or IPv4 CIDR ranges) whose X-Forwarded-* headers count; none by default. */
  trustedProxies: string[];
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/** Reads the configuration from `env`; generates and persists the signing key on first use. */
export function loadConfig(env: Env = process.env): Config {
  const port = Number(value(env, 'PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const publicUrl = (value(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = resolve(value(env, 'DATA_DIR') ?? './data');
  const explicitIssuer = value(env, 'OIDC_ISSUER');
  return {
    port,
    publicUrl,
    databaseUrl: value(env, 'DATABASE_URL'),
    dataDir,
    oidc: {
      issuer: (explicitIssuer ?? `${publicUrl}/oidc`).replace(/\/+$/, ''),
      clientId: value(env, 'OIDC_CLIENT_ID') ?? 'levy-portal',
      audience: value(env, 'OIDC_AUDIENCE') ?? 'api://levy-portal',
      scope: value(env, 'OIDC_SCOPE') ?? 'openid profile email api',
      localProvider: explicitIssuer === undefined,
    },
    documentSigningKey: signingKey(value(env, 'DOCUMENT_SIGNING_KEY'), dataDir),
    trustedProxies: (value(env, 'TRUST_PROXY') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
  };
}

function signingKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = join(dataDir, 'document-signing.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}

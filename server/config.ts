import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadPaymentConfig, type PaymentConfig } from './payments/payment-config.ts';

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
    /** The claim of the access token that lists the user's roles (e.g. analyst, tester). */
    rolesClaim: string;
    /** True when the issuer is the embedded provider at `/oidc` (OIDC_ISSUER not set). */
    localProvider: boolean;
  };
  /** HMAC key for signed document URLs. */
  documentSigningKey: Buffer;
  /** Card payments: the gateway and its timeout. */
  payments: PaymentConfig;
  /** API requests per caller per minute (API_RATE_LIMIT_PER_MINUTE). */
  apiRateLimitPerMinute: number;
  /**
   * The local provider shows sign-up and password-reset codes on its pages as well as in the
   * server log (no mail in the embedded mode). SHOW_VERIFICATION_CODES (true or false) decides;
   * unset, they are shown only in the embedded mode (no DATABASE_URL) outside NODE_ENV=production,
   * so a deployment on production infrastructure that forgets NODE_ENV still hides them.
   */
  showVerificationCodes: boolean;
  /**
   * Azure Blob Storage for documents when AZURE_STORAGE_CONNECTION_STRING is set (container
   * AZURE_STORAGE_CONTAINER, default 'documents'), shared by every node; else DATA_DIR/documents.
   */
  azureBlob: { connectionString: string; container: string } | undefined;
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
      rolesClaim: value(env, 'OIDC_ROLES_CLAIM') ?? 'roles',
      localProvider: explicitIssuer === undefined,
    },
    documentSigningKey: signingKey(value(env, 'DOCUMENT_SIGNING_KEY'), dataDir),
    payments: loadPaymentConfig(env),
    apiRateLimitPerMinute: positiveInteger(env, 'API_RATE_LIMIT_PER_MINUTE', 600),
    showVerificationCodes: flag(env, 'SHOW_VERIFICATION_CODES') ?? (value(env, 'DATABASE_URL') === undefined && value(env, 'NODE_ENV') !== 'production'),
    azureBlob: azureBlob(env),
    trustedProxies: (value(env, 'TRUST_PROXY') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
  };
}

function azureBlob(env: Env): Config['azureBlob'] {
  const connectionString = value(env, 'AZURE_STORAGE_CONNECTION_STRING');
  return connectionString ? { connectionString, container: value(env, 'AZURE_STORAGE_CONTAINER') ?? 'documents' } : undefined;
}

function flag(env: Env, name: string): boolean | undefined {
  const configured = value(env, name);
  if (configured === undefined) return undefined;
  if (configured === 'true' || configured === 'false') return configured === 'true';
  throw new Error(`Invalid ${name}: ${configured} (true or false)`);
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const configured = value(env, name);
  if (configured === undefined) return fallback;
  const n = Number(configured);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid ${name}: ${configured}`);
  return n;
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

/**
 * One server node for bench/load.ts: the API on PostgreSQL (BENCH_SCHEMA of DATABASE_URL) or on
 * PGlite in DATA_DIR, with the test quick-edit form as the save, tokens verified against
 * BENCH_JWKS (the bench's own signing key). Prints "ready" when listening.
 */
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { buildApp } from '../server/app.ts';
import { createTokenVerifier } from '../server/auth/token-verifier.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { openPostgres } from '../server/db/pg-database.ts';
import { compileTestSimpleChangeForms } from '../server/test-support/test-simple-change-forms.ts';

const config = loadConfig();
const schema = process.env.BENCH_SCHEMA;
const db = config.databaseUrl && schema ? openPostgres(config.databaseUrl, { searchPath: schema, max: 10 }) : await openDatabase(config);
const jwks = createLocalJWKSet(JSON.parse(process.env.BENCH_JWKS!) as JSONWebKeySet);
const app = await buildApp({
  config,
  db,
  verifyToken: createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, jwks }),
  simpleChangeForms: compileTestSimpleChangeForms(),
  localProvider: false,
  clientDir: config.dataDir,
});
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { TestBrowser } from './auth/test-support/browser.ts';
import { exchange, freePort, signIn, type ProviderServer } from './auth/test-support/provider-harness.ts';
import { loadConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPostgres } from './db/pg-database.ts';
import { startAzurite, type Azurite } from './documents/test-support/azurite.ts';
import { seedUuid } from './seed/deterministic.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from './test-support/databases.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './test-support/round-robin-proxy.ts';
import { compileTestSimpleChangeForms, TEST_SIMPLE_CHANGE_ENDPOINT } from './test-support/test-simple-change-forms.ts';

const RATE_LIMIT = 40;
const CLOCK = new Date('2026-03-02T09:00:00Z');

/**
 * Two server nodes on one PostgreSQL behind a round-robin load balancer, documents in one
 * Azure blob container (Azurite): sign-in, idempotency, rate limits and uploads hold across them.
 */
describe('two server nodes behind a load balancer', () => {
  let database: TestDatabase;
  let azurite: Azurite;
  let proxy: RoundRobinProxy;
  let config: Config;
  let dataDir: string;
  const pools: Database[] = [];
  const nodes: FastifyInstance[] = [];
  let server: ProviderServer;
  let bearer: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrate(database.db);
    await seedDatabase(database.db, { today: '2025-06-15' });
    azurite = await startAzurite();
    dataDir = mkdtempSync(join(tmpdir(), 'levy-scale-out-'));
    const port = await freePort();
    config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DOCUMENT_SIGNING_KEY: 'shared-signing-key',
      AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    });
    const origins: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const db = openPostgres(TEST_POSTGRES_URL, { searchPath: database.schema!, max: 4 });
      pools.push(db);
      // One clock for both nodes: the whole test falls in one rate-limit window.
      const app = await buildApp({ config, db, simpleChangeForms: compileTestSimpleChangeForms(), clientDir: dataDir, now: () => CLOCK });
      const nodePort = await freePort();
      await app.listen({ port: nodePort, host: '127.0.0.1' });
      nodes.push(app);
      origins.push(`http://127.0.0.1:${nodePort}`);
    }
    proxy = await startRoundRobinProxy(port, origins);
    const discovery = await (await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`)).json();
    server = { app: nodes[0], origin: proxy.origin, config, discovery };
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const app of nodes) await app.close();
    for (const db of pools) await db.close();
    await azurite?.stop();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in through pages served by both nodes, then refreshes on either', async () => {
    const before = [...proxy.served];
    const tokens = await signIn(server, new TestBrowser(), 'payer@example.com', 'demo-password');
    expect(proxy.served.every((n, i) => n > before[i])).toBe(true);
    bearer = { authorization: `Bearer ${tokens.access_token}` };
    for (let i = 0; i < 2; i += 1) {
      const renewed = await exchange(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
      expect(renewed.status).toBe(200);
      expect(decodeJwt(renewed.body.access_token).oid).toBe(decodeJwt(tokens.access_token).oid);
      tokens.refresh_token = renewed.body.refresh_token ?? tokens.refresh_token;
    }
  });

  it('answers a retried submission with the first reply whichever node gets it', async () => {
    const key = randomUUID();
    const body = { projectChanges: { projectId: seedUuid('project:payer:5'), internalJobNumber: 'TWO-NODES-1', certification: { certified: true } } };
    const send = () =>
      fetch(`${proxy.origin}${TEST_SIMPLE_CHANGE_ENDPOINT}`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const { rows } = await database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM complex_changes WHERE project_id = $1 AND change_type = 'SimpleChange'",
      [seedUuid('project:payer:5')],
    );
    expect(rows[0].n).toBe(1);
  });

  it('uploads through one node and downloads through the other from the shared blob store', async () => {
    const { rows } = await database.db.query<{ project_number: string }>('SELECT project_number FROM projects WHERE project_id = $1', [seedUuid('project:payer:5')]);
    const file = Buffer.from('%PDF-1.7\nshared across nodes\n');
    const issued = await fetch(`${proxy.origin}/api/document/upload`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ projectNumber: rows[0].project_number, fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes: file.length }),
    });
    expect(issued.status).toBe(200);
    const { documentId, blobUri } = (await issued.json()) as { documentId: string; blobUri: string };
    proxy.only(0);
    expect((await fetch(`${proxy.origin}${blobUri}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: file })).status).toBeLessThan(300);
    proxy.only(1);
    const link = await fetch(`${proxy.origin}/api/document/${documentId}/download`, { headers: bearer });
    const { blobUri: downloadUri } = (await link.json()) as { blobUri: string };
    const downloaded = await fetch(`${proxy.origin}${downloadUri}`);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(file)).toBe(true);
    proxy.only(undefined);
  });

  it('counts one rate limit across both nodes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 5; i += 1) {
      statuses.push((await fetch(`${proxy.origin}/api/lookup/entityType`, { headers: bearer })).status);
    }
    // Earlier tests used part of the window's allowance: the limit is reached at the latest
    // after RATE_LIMIT requests in all, never per node (which would allow twice as many).
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(-1);
    expect(firstRefused).toBeLessThanOrEqual(RATE_LIMIT);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
  });
});

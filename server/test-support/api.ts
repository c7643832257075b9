import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { createTestIssuer, type TestIssuer } from '../auth/test-issuer.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { PEOPLE, oidOf } from '../seed/people.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { describeEachDatabase, type DatabaseKind } from './databases.ts';

export const SEED_TODAY = '2025-06-15';
export type DemoUser = 'payer' | 'staff' | 'owner' | 'certifier' | 'new' | 'analyst' | 'tester';

export interface ApiContext {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly kind: DatabaseKind;
  readonly config: Config;
  readonly issuer: TestIssuer;
  /** Authorization header of a demo user's valid access token. */
  auth(user: DemoUser): Promise<{ authorization: string }>;
}

/**
 * Runs `fn` against the app on each database kind: one migrated, seeded database and one
 * app per block, tokens from a test issuer, documents in a temporary folder.
 */
export function describeApi(name: string, fn: (ctx: ApiContext) => void, deps: Partial<AppDeps> = {}): void {
  describeEachDatabase(name, (fixture) => {
    let app: FastifyInstance | undefined;
    let issuer: TestIssuer | undefined;
    let config: Config | undefined;
    let dataDir = '';
    const ctx: ApiContext = {
      get app() {
        return app!;
      },
      get db() {
        return fixture.db;
      },
      kind: fixture.kind,
      get config() {
        return config!;
      },
      get issuer() {
        return issuer!;
      },
      async auth(user) {
        const person = PEOPLE.find((p) => p.key === user)!;
        const token = await issuer!.issue({ oid: oidOf(user), email: person.email, given_name: person.givenName, family_name: person.familyName, ...(person.roles ? { roles: person.roles } : {}) });
        return { authorization: `Bearer ${token}` };
      },
    };
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'levy-api-'));
      config = loadConfig({ DATA_DIR: dataDir, DOCUMENT_SIGNING_KEY: 'test-signing-key' });
      await seedDatabase(fixture.db, { today: SEED_TODAY });
      issuer = await createTestIssuer({ issuer: config.oidc.issuer, audience: config.oidc.audience });
      app = await buildApp({ config, db: fixture.db, verifyToken: issuer.verify, localProvider: false, ...deps });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    fn(ctx);
  });
}

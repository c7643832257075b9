// The portal's own OIDC library (oidc-client-ts, as configured in src/auth) against the
// local provider: proves the settings, PKCE, claims and refresh-token renewal fit together.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-database.ts';
import { mountLocalProvider } from './local-provider.ts';
import { hashPassword } from './password.ts';
import { TestBrowser } from './test-support/browser.ts';
import { createTokenVerifier } from './token-verifier.ts';

let app: FastifyInstance;
let db: Database;
let config: Config;
let origin: string;
let dataDir: string;
const oid = randomUUID();

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'levy-auth-compat-'));
  config = loadConfig({ PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir });
  db = await openPglite();
  await migrate(db);
  await db.query('INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4, $5)', [
    oid,
    'new@example.com',
    await hashPassword('demo-password'),
    'Nia',
    'New',
  ]);
  app = Fastify();
  await mountLocalProvider(app, { config, db });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('works with oidc-client-ts: sign-in redirect, callback, claims and refresh-token renewal', async () => {
  const storage = new InMemoryWebStorage();
  const client = new OidcClient({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    stateStore: new WebStorageStateStore({ store: storage }),
    loadUserInfo: false,
  });
  const request = await client.createSigninRequest({ state: { returnTo: '/profile' } });
  const browser = new TestBrowser();
  const started = await browser.get(request.url);
  const login = await browser.get(new URL(started.headers.get('location')!, origin).href);
  const action = /action="([^"]+)"/.exec(await login.text())![1];
  const posted = await browser.postForm(new URL(action, origin).href, { email: 'new@example.com', password: 'demo-password' });
  const { location } = await browser.follow(posted, origin);

  const response = await client.processSigninResponse(location!.href);
  expect(response.userState).toEqual({ returnTo: '/profile' });
  expect(response.profile).toMatchObject({ sub: oid, oid, emails: ['new@example.com'], given_name: 'Nia', family_name: 'New' });
  expect(response.refresh_token).toBeTruthy();

  const verify = createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
  expect((await verify(response.access_token)).oid).toBe(oid);

  const renewed = await client.useRefreshToken({
    state: {
      refresh_token: response.refresh_token!,
      id_token: response.id_token,
      session_state: null,
      scope: response.scope,
      profile: response.profile,
      data: undefined,
    },
  });
  expect(renewed.access_token).not.toBe(response.access_token);
  expect((await verify(renewed.access_token)).email).toBe('new@example.com');

  const signout = await client.createSignoutRequest({ id_token_hint: response.id_token });
  const page = await browser.get(signout.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Sign out');
});

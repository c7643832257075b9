import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { hashPassword } from './password.ts';
import { createProviderAdapter } from './provider-adapter.ts';
import { TestBrowser } from './test-support/browser.ts';
import { authorize, exchange, freePort, signIn, startProviderServer, type ProviderServer } from './test-support/provider-harness.ts';

const oid = randomUUID();
const email = 'stays.signed.in@example.com';
const password = 'persisted-password';

describeEachDatabase('the local provider keeps its state in the database', (fixture) => {
  let dataDir: string;
  let port: number;
  const servers: ProviderServer[] = [];
  const start = async () => {
    const server = await startProviderServer({ db: fixture.db, dataDir, port });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'levy-provider-state-'));
    port = await freePort();
    await fixture.db.query('INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4, $5)', [
      oid,
      email,
      await hashPassword(password),
      'Sam',
      'Session',
    ]);
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the session and the refresh token through a restart', async () => {
    const first = await start();
    const browser = new TestBrowser();
    const tokens = await signIn(first, browser, email, password);
    await first.app.close();

    const restarted = await start();
    // The provider session still stands: a new authorization returns a code without the sign-in page.
    const { started } = await authorize(restarted, browser);
    const { location } = await browser.follow(started, restarted.origin);
    expect(location?.pathname).toBe('/auth/callback');
    expect(location?.searchParams.get('code')).toBeTruthy();

    const renewed = await exchange(restarted, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.status).toBe(200);
    const me = await fetch(`${restarted.origin}/api/me`, { headers: { authorization: `Bearer ${renewed.body.access_token}` } });
    expect(await me.json()).toMatchObject({ oid, email });
  });

  it('finds by uid and user code, marks consumed, hides expired rows and revokes by grant', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const Adapter = createProviderAdapter(fixture.db, () => new Date(clock));
    const codes = new Adapter('AuthorizationCode');
    const grantId = randomUUID();
    await codes.upsert('code-1', { grantId, uid: 'uid-1', userCode: 'ABCD' }, 60);
    expect(await codes.find('code-1')).toEqual({ grantId, uid: 'uid-1', userCode: 'ABCD' });
    expect(await codes.findByUid('uid-1')).toMatchObject({ grantId });
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId });
    expect(await new Adapter('Session').find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeTruthy();

    clock += 61_000;
    expect(await codes.find('code-1')).toBeUndefined();

    await codes.upsert('code-2', { grantId }, 60);
    await codes.revokeByGrantId(grantId);
    expect(await codes.find('code-2')).toBeUndefined();

    await codes.upsert('code-3', { grantId: 'other' }, 60);
    await codes.destroy('code-3');
    expect(await codes.find('code-3')).toBeUndefined();
  });
});

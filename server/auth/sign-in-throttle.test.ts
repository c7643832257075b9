import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { hashPassword } from './password.ts';
import { DEFAULT_SIGN_IN_POLICY } from './sign-in-throttle.ts';
import { TestBrowser } from './test-support/browser.ts';
import { formAction, signIn, startProviderServer, startSignIn, type ProviderServer } from './test-support/provider-harness.ts';

const email = 'locked.out@example.com';
const password = 'right-password';
const LOCKED = /Your account is temporarily locked to prevent unauthorised use\. Try again in (\d+) minutes?\./;
const THROTTLED = /There have been too many sign-in attempts from your network\. Try again in \d+ minutes?\./;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describeEachDatabase('sign-in throttling at the local provider', (fixture) => {
  let server: ProviderServer;
  let dataDir: string;
  let clock = Date.parse('2026-03-02T09:00:00Z');
  const later = (minutes: number) => (clock += minutes * 60_000);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'levy-throttle-'));
    await fixture.db.query('INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      email,
      await hashPassword(password),
      'Lee',
      'Locked',
    ]);
    server = await startProviderServer({
      db: fixture.db,
      dataDir,
      now: () => new Date(clock),
      // A request that reads the database and a file, like an API route: it must not starve.
      routes: (app) =>
        app.get('/probe', async () => {
          await fixture.db.query('SELECT count(*) FROM identity_accounts');
          return { size: (await readFile(join(dataDir, 'oidc-keys.json'))).length };
        }),
    });
  });

  afterAll(async () => {
    await server?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks an account after repeated wrong passwords, refuses the right one while locked, and lets it in after the lock', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(server, browser);
    const action = formAction(server, html);
    const replies: { status: number; body: string }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const response = await browser.postForm(action, { email, password: `wrong-${i}` });
      replies.push({ status: response.status, body: await response.text() });
    }
    const allowed = DEFAULT_SIGN_IN_POLICY.accountAttempts;
    for (const reply of replies.slice(0, allowed - 1)) {
      expect(reply.status).toBe(400);
      expect(reply.body).toContain('The email or password you entered is incorrect.');
    }
    for (const reply of replies.slice(allowed - 1)) {
      expect(reply.status).toBe(429);
      expect(reply.body).toMatch(LOCKED);
      expect(reply.body).toContain('role="alert"');
    }
    expect(LOCKED.exec(replies.at(-1)!.body)![1]).toBe('15');

    const whileLocked = await browser.postForm(action, { email: email.toUpperCase(), password });
    expect(whileLocked.status).toBe(429);
    expect(await whileLocked.text()).toMatch(LOCKED);

    later(10);
    const stillLocked = await (await browser.postForm(action, { email, password })).text();
    expect(LOCKED.exec(stillLocked)?.[1]).toBe('5');

    later(6);
    const tokens = await signIn(server, new TestBrowser(), email, password);
    expect(tokens.access_token).toBeTruthy();
  });

  it('throttles one client address guessing across many accounts', async () => {
    later(60);
    const browser = new TestBrowser();
    const { html } = await startSignIn(server, browser);
    const action = formAction(server, html);
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < DEFAULT_SIGN_IN_POLICY.addressAttempts + 2; i += 1) {
      const response = await browser.postForm(action, { email: `someone-${i}@example.com`, password: 'guess' });
      statuses.push(response.status);
      last = await response.text();
    }
    expect(statuses.slice(0, DEFAULT_SIGN_IN_POLICY.addressAttempts).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toMatch(THROTTLED);
  });

  it('keeps other requests as responsive during 100 bad sign-ins at once as during 100 page loads', async () => {
    later(60);
    const probe = async () => {
      const started = performance.now();
      expect((await fetch(`${server.origin}/probe`)).status).toBe(200);
      return performance.now() - started;
    };
    /** Median probe latency while `load` runs (at least 10 probes). */
    const probedDuring = async <T,>(load: () => Promise<T>) => {
      let done = false;
      const running = load().finally(() => (done = true));
      const times: number[] = [];
      while (!done || times.length < 10) times.push(await probe());
      return { median: median(times), result: await running };
    };
    for (let i = 0; i < 5; i += 1) await probe();

    const browser = new TestBrowser();
    const { html, loginUrl } = await startSignIn(server, browser);
    const action = formAction(server, html);
    const pages = await probedDuring(() => Promise.all(Array.from({ length: 100 }, () => browser.get(loginUrl.href).then((r) => r.status))));
    const signIns = await probedDuring(() =>
      Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          browser.postForm(action, { email: `flood-${i % 10}@example.com`, password: `guess-${i}` }).then((r) => r.status),
        ),
      ),
    );

    expect(pages.result.every((s) => s === 200)).toBe(true);
    expect(signIns.result.every((s) => s === 400 || s === 429)).toBe(true);
    expect(signIns.result.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - DEFAULT_SIGN_IN_POLICY.addressAttempts);
    const ratio = signIns.median / pages.median;
    console.info(`probe median ${pages.median.toFixed(1)} ms during 100 page loads, ${signIns.median.toFixed(1)} ms during 100 bad sign-ins (ratio ${ratio.toFixed(1)})`);
    expect(ratio).toBeLessThan(10);
  });
});

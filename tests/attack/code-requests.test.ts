/**
 * Fault 5: the local provider sent sign-up and password-reset codes on every request, without
 * limit, kept used and superseded codes, and let a code be guessed at from several requests.
 * Now code requests are counted per email address and per client address in the database
 * (every node sees the same counts), a new code deletes the earlier one, a used code is
 * deleted, and a code takes five wrong tries at most.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CODE_EXPIRED, CODE_TOO_MANY_TRIES } from '../../server/auth/identity-verifications.ts';
import { DEFAULT_CODE_REQUEST_POLICY } from '../../server/auth/code-request-throttle.ts';
import { TestBrowser } from '../../server/auth/test-support/browser.ts';
import { formAction, linkTo, startProviderServer, startSignIn, type ProviderServer } from '../../server/auth/test-support/provider-harness.ts';
import { describeEachDatabase } from '../../server/test-support/databases.ts';

const developmentCode = (html: string) => /your verification code is <strong>(\d{6})<\/strong>/.exec(html)?.[1];
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
const THROTTLED = /You have asked for too many verification codes\. Wait \d+ minutes? before asking for another\./;
const PASSWORD = 'Sunny-day-42';

describeEachDatabase('attack: verification code requests', (fixture) => {
  let nodes: ProviderServer[];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'levy-codes-'));
    nodes = [await startProviderServer({ db: fixture.db, dataDir }), await startProviderServer({ db: fixture.db, dataDir })];
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The sign-up and password-reset forms of a fresh sign-in at `node`. */
  const forms = async (node: ProviderServer) => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(node, browser);
    const signUp = await (await browser.get(linkTo(node, html, 'Sign up now'))).text();
    const reset = await (await browser.get(linkTo(node, html, 'Forgot your password\\?'))).text();
    return {
      signUp: (email: string) => browser.postForm(formAction(node, signUp), { email, givenName: 'Ann', surname: 'Other', password: PASSWORD, confirmPassword: PASSWORD }),
      reset: (email: string) => browser.postForm(formAction(node, reset), { email }),
    };
  };
  const codesFor = async (email: string) =>
    (await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_verifications WHERE lower(email) = lower($1)', [email])).rows[0].n;

  it('sends an email only so many codes, counted on every node, then says when to ask again', async () => {
    const email = 'flooded@example.com';
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < DEFAULT_CODE_REQUEST_POLICY.emailRequests + 3; i++) {
      const res = await (await forms(nodes[i % 2])).signUp(email);
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses).toEqual([...Array(DEFAULT_CODE_REQUEST_POLICY.emailRequests).fill(200), 429, 429, 429]);
    expect(last).toMatch(THROTTLED);
    expect(developmentCode(last)).toBeUndefined();
    // Each new code superseded the one before: one code is held for the email, not eight.
    expect(await codesFor(email)).toBe(1);
  });

  it('throttles password-reset requests from one address across many emails, known or not', async () => {
    const page = await forms(nodes[0]);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_CODE_REQUEST_POLICY.addressRequests + 2; i++) statuses.push((await page.reset(`someone-${i}@example.com`)).status);
    // The earlier test's requests came from this address too.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
  });

  it('deletes a superseded code and a used one, and a code after five wrong tries', async () => {
    await fixture.db.query("DELETE FROM sign_in_throttles WHERE throttle_key LIKE 'code-%'");
    const email = 'careful@example.com';
    const first = await (await (await forms(nodes[0])).signUp(email)).text();
    const second = await (await (await forms(nodes[1])).signUp(email)).text();
    expect(await codesFor(email)).toBe(1);
    const browser = new TestBrowser();
    const { loginUrl } = await startSignIn(nodes[0], browser);
    const verify = (html: string, code: string) => browser.postForm(`${loginUrl.href}/sign-up/verify`, { verificationId: hidden(html, 'verificationId')!, code });
    expect(await (await verify(first, developmentCode(first)!)).text()).toContain(CODE_EXPIRED);

    const right = developmentCode(second)!;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await verify(second, wrong)).status).toBe(400);
    // The fifth wrong try uses the code up, and is told why.
    const last = await verify(second, wrong);
    expect(last.status).toBe(400);
    expect(await last.text()).toContain(CODE_TOO_MANY_TRIES);
    expect(await codesFor(email)).toBe(0);
    expect(await (await verify(second, right)).text()).toContain(CODE_EXPIRED);

    const third = await (await (await forms(nodes[0])).signUp(email)).text();
    const created = await verify(third, developmentCode(third)!);
    expect(created.status).toBe(303);
    expect(await codesFor(email)).toBe(0);
  });
});

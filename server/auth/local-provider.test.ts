import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-database.ts';
import { registerAuthentication } from './authenticate.ts';
import { mountLocalProvider } from './local-provider.ts';
import { hashPassword } from './password.ts';
import { loadProviderKeys } from './provider-keys.ts';
import { TestBrowser } from './test-support/browser.ts';
import { createTokenVerifier } from './token-verifier.ts';

const oid = randomUUID();
const email = 'payer@example.com';
const password = 'demo-password';

let app: FastifyInstance;
let db: Database;
let config: Config;
let origin: string;
let dataDir: string;
let discovery: Record<string, string>;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'levy-auth-'));
  config = loadConfig({ PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir });
  db = await openPglite();
  await migrate(db);
  await db.query(
    'INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4, $5)',
    [oid, email, await hashPassword(password), 'Pat', 'Payer'],
  );
  app = Fastify();
  registerAuthentication(app, createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience }));
  await mountLocalProvider(app, { config, db });
  app.get('/api/me', async (request) => request.identity);
  await app.listen({ port, host: '127.0.0.1' });
  discovery = await (await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`)).json();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const redirectUri = () => `${origin}/auth/callback`;

/** Starts an authorization request with PKCE and lands on the sign-in page. */
async function startSignIn(browser: TestBrowser, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    scope: config.oidc.scope,
    redirect_uri: redirectUri(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  }).toString();
  const started = await browser.get(url.href);
  expect(started.status).toBe(303);
  const loginUrl = new URL(started.headers.get('location')!, origin);
  expect(loginUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const page = await browser.get(loginUrl.href);
  return { verifier, state, loginUrl, page, html: await page.text() };
}

const formAction = (html: string, name: 'action' | 'formaction') =>
  new URL(new RegExp(`${name}="([^"]+)"`).exec(html)![1].replace(/&#38;/g, '&'), origin).href;

async function exchange(form: Record<string, string>) {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.oidc.clientId, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('local OpenID Connect provider', () => {
  it('publishes discovery for the configured issuer with PKCE S256 and end_session', () => {
    expect(discovery.issuer).toBe(`${origin}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
    expect(discovery.jwks_uri).toBe(`${origin}/oidc/jwks`);
  });

  it('signs in with authorization code + PKCE and issues B2C-shaped JWT access tokens for the API', async () => {
    const browser = new TestBrowser();
    const { verifier, state, page, html } = await startSignIn(browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toMatch(/>Cancel<\/button>/);
    expect(html).not.toContain('<script');
    // An icon of its own, inline and admitted by img-src: the browser asks for no /favicon.ico.
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self' data:(;|$)/);

    const signedIn = await browser.postForm(formAction(html, 'action'), { email: 'PAYER@example.com', password });
    expect(signedIn.status).toBe(303);
    const { location } = await browser.follow(signedIn, origin);
    expect(location?.pathname).toBe('/auth/callback');
    expect(location?.searchParams.get('state')).toBe(state);
    const code = location!.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // A wrong verifier must fail (PKCE), the right one succeeds.
    const tokens = await exchange({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    expect(tokens.body.refresh_token).toBeTruthy();

    const verify = createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
    expect(await verify(tokens.body.access_token)).toEqual({ oid, email, givenName: 'Pat', familyName: 'Payer', roles: [], issuedAt: expect.any(Number) });
    const access = decodeJwt(tokens.body.access_token);
    expect(access).toMatchObject({ aud: 'api://levy-portal', oid, emails: [email], tfp: 'B2C_1_signupsignin', sub: oid });
    expect(String(access.scope).split(' ')).toContain('api');

    const id = decodeJwt(tokens.body.id_token);
    expect(id).toMatchObject({ aud: config.oidc.clientId, oid, emails: [email], given_name: 'Pat', family_name: 'Payer', tfp: 'B2C_1_signupsignin' });

    const me = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(await me.json()).toEqual({ oid, email, givenName: 'Pat', familyName: 'Payer', roles: [], issuedAt: expect.any(Number) });
    expect((await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${tokens.body.id_token}` } })).status).toBe(401);

    // Silent renewal through the refresh token.
    const renewed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(renewed.status).toBe(200);
    expect((await verify(renewed.body.access_token)).oid).toBe(oid);

    // The code is single use.
    const replay = await exchange({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier });
    expect(replay.status).toBe(400);

    // Sign out: the provider page auto-submits under CSP (hash), then returns to the portal.
    const endUrl = new URL(discovery.end_session_endpoint);
    endUrl.search = new URLSearchParams({ id_token_hint: tokens.body.id_token, post_logout_redirect_uri: `${origin}/` }).toString();
    const confirm = await browser.get(endUrl.href);
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    const [, script] = /<script>([^<]*)<\/script>/.exec(confirmHtml)!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(confirm.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(confirmHtml).toContain('>Sign out</button>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmHtml)![1];
    const ended = await browser.postForm(formAction(confirmHtml, 'action'), { xsrf, logout: 'yes' });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`${origin}/`);

    // The provider session is gone: the next sign-in asks for credentials again.
    const again = await startSignIn(browser);
    expect(again.html).toContain('<label for="email">Email</label>');
  });

  it('skips consent and honours prompt=consent and prompt=login once signed in', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(browser);
    await browser.follow(await browser.postForm(formAction(html, 'action'), { email, password }), origin);
    // prompt=consent lands on the interaction, which grants at once: straight back with a code.
    const { page } = await startSignIn(browser, { prompt: 'consent' });
    const { location } = await browser.follow(page, origin);
    expect(location?.searchParams.get('code')).toBeTruthy();
    // prompt=login asks for the password again.
    expect((await startSignIn(browser, { prompt: 'login' })).html).toContain('<label for="password">Password</label>');
  });

  it('refuses a wrong PKCE verifier', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(browser);
    const { location } = await browser.follow(await browser.postForm(formAction(html, 'action'), { email, password }), origin);
    const code = location!.searchParams.get('code')!;
    const tokens = await exchange({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: 'x'.repeat(43) });
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('re-renders the page with an error and the email kept after a wrong password', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(browser);
    const wrong = await browser.postForm(formAction(html, 'action'), { email, password: 'not-it' });
    expect(wrong.status).toBe(400);
    const body = await wrong.text();
    expect(body).toContain('The email or password you entered is incorrect.');
    expect(body).toContain(`value="${email}"`);
    expect(body).toContain('role="alert"');

    const empty = await (await browser.postForm(formAction(html, 'action'), { email: '', password: '' })).text();
    expect(empty).toContain('Enter your email address');
    expect(empty).toContain('Enter your password');

    // Far more than a field takes: the provider's own page, not the API's JSON answer.
    const huge = await browser.postForm(formAction(html, 'action'), { email: 'x'.repeat(20_000), password });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toContain('text/html');
    expect(await huge.text()).toContain('What you entered is too long');

    // Still usable afterwards.
    const ok = await browser.postForm(formAction(html, 'action'), { email, password });
    expect((await browser.follow(ok, origin)).location?.searchParams.get('code')).toBeTruthy();
  });

  it('answers Cancel with access_denied and the AADB2C90091 description', async () => {
    const browser = new TestBrowser();
    const { html, state } = await startSignIn(browser);
    const cancelled = await browser.postForm(formAction(html, 'formaction'), {});
    const { location } = await browser.follow(cancelled, origin);
    expect(location?.pathname).toBe('/auth/callback');
    expect(location?.searchParams.get('error')).toBe('access_denied');
    expect(location?.searchParams.get('error_description')).toMatch(
      /^AADB2C90091: The user has cancelled entering self-asserted information\./,
    );
    expect(location?.searchParams.get('state')).toBe(state);
  });

  it('sends a sign-in page opened again after signing in to the portal; without a session it says the sign-in expired', async () => {
    const browser = new TestBrowser();
    const { loginUrl, html } = await startSignIn(browser);
    const signedIn = await browser.postForm(formAction(html, 'action'), { email: 'payer@example.com', password });
    const { location } = await browser.follow(signedIn, origin);
    expect(location?.pathname).toBe('/auth/callback');
    // The browser's Back to the sign-in page, once the sign-in is over.
    const back = await browser.get(loginUrl.href);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${origin}/`);
    // A browser that keeps no cookies is not sent round and round: it is told.
    const cookieless = await new TestBrowser().get(loginUrl.href);
    expect(cookieless.status).toBe(400);
    expect(await cookieless.text()).toContain('Your sign-in has expired');
    const sent = await new TestBrowser().postForm(`${loginUrl.href}/login`, { email: 'a@b.c', password: 'x' });
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('Your sign-in has expired');
  });

  it('renders provider errors as its own page under the CSP', async () => {
    const response = await fetch(`${discovery.authorization_endpoint}?client_id=unknown&response_type=code`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('Sign-in could not be completed');
    expect(html).not.toContain('<script');
  });

  it('keeps its signing keys in DATA_DIR so tokens survive a restart', async () => {
    const keys = await loadProviderKeys(dataDir);
    expect(await loadProviderKeys(dataDir)).toEqual(keys);
    const published = await (await fetch(discovery.jwks_uri)).json();
    expect(published.keys.map((k: { kid: string }) => k.kid)).toEqual(keys.jwks.keys.map((k) => k.kid));
    expect(JSON.stringify(published)).not.toContain('"d":');
  });
});

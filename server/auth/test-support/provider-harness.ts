import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { registerAuthentication } from '../authenticate.ts';
import { mountLocalProvider, type LocalProviderDeps } from '../local-provider.ts';
import { createTokenVerifier } from '../token-verifier.ts';
import type { TestBrowser } from './browser.ts';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export interface ProviderServer {
  app: FastifyInstance;
  origin: string;
  config: Config;
  discovery: Record<string, string>;
}

/**
 * A listening Fastify app with the local provider and `/api/me` (the verified identity), on
 * `db` and `dataDir`; the same port, database and folder make a restarted node.
 */
export async function startProviderServer(options: {
  db: Database;
  dataDir: string;
  port?: number;
  now?: LocalProviderDeps['now'];
  signInPolicy?: LocalProviderDeps['signInPolicy'];
  codeRequestPolicy?: LocalProviderDeps['codeRequestPolicy'];
  routes?: (app: FastifyInstance) => void;
  /** NODE_ENV of the node, e.g. production (codes not shown on pages). */
  nodeEnv?: string;
}): Promise<ProviderServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: origin, DATA_DIR: options.dataDir, NODE_ENV: options.nodeEnv });
  const app = Fastify();
  registerAuthentication(app, createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience }));
  await mountLocalProvider(app, { config, db: options.db, now: options.now, signInPolicy: options.signInPolicy, codeRequestPolicy: options.codeRequestPolicy });
  app.get('/api/me', async (request) => request.identity);
  options.routes?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  // No kept-alive sockets: a client must never reuse one to a node that has been stopped.
  app.server.on('request', (_request, response) => response.setHeader('connection', 'close'));
  const discovery = await (await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`)).json();
  return { app, origin, config, discovery };
}

/** Sends the portal's authorization request (code + PKCE); `started` is the provider's first reply. */
export async function authorize(server: ProviderServer, browser: TestBrowser, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL(server.discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: server.config.oidc.clientId,
    response_type: 'code',
    scope: server.config.oidc.scope,
    redirect_uri: `${server.origin}/auth/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  }).toString();
  return { verifier, state, started: await browser.get(url.href) };
}

/** Starts an authorization request with PKCE and lands on the sign-in page. */
export async function startSignIn(server: ProviderServer, browser: TestBrowser, extra: Record<string, string> = {}) {
  const { verifier, state, started } = await authorize(server, browser, extra);
  expect(started.status).toBe(303);
  const loginUrl = new URL(started.headers.get('location')!, server.origin);
  const page = await browser.get(loginUrl.href);
  return { verifier, state, loginUrl, page, html: await page.text() };
}

/** The URL of a form's `action` (or a button's `formaction`) in a provider page. */
export const formAction = (server: ProviderServer, html: string, name: 'action' | 'formaction' = 'action') =>
  new URL(new RegExp(`${name}="([^"]+)"`).exec(html)![1].replace(/&#38;/g, '&'), server.origin).href;

/** The link with this text in a provider page. */
export const linkTo = (server: ProviderServer, html: string, text: string) =>
  new URL(new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(html)![1].replace(/&#38;/g, '&'), server.origin).href;

export async function exchange(server: ProviderServer, form: Record<string, string>) {
  const response = await fetch(server.discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: server.config.oidc.clientId, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Signs in through the pages and exchanges the code: the portal's tokens. */
export async function signIn(server: ProviderServer, browser: TestBrowser, email: string, password: string) {
  const { html, verifier } = await startSignIn(server, browser);
  const posted = await browser.postForm(formAction(server, html), { email, password });
  return redeem(server, browser, posted, verifier);
}

/** Follows a finished interaction back to the portal and exchanges its code for tokens. */
export async function redeem(server: ProviderServer, browser: TestBrowser, finished: Response, verifier: string) {
  const { location } = await browser.follow(finished, server.origin);
  const code = location?.searchParams.get('code');
  expect(code, 'sign-in returned a code').toBeTruthy();
  const tokens = await exchange(server, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: `${server.origin}/auth/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return tokens.body;
}

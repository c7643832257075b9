/**
 * Fault 7: forwarded headers trusted from anyone, database text in replies, public source maps and
 * missing headers. Forwarded headers count only from configured proxies; replies carry no database
 * words; maps are never served; Permissions-Policy everywhere, HSTS over HTTPS, no-store on the API.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { securityHeaders } from '../../server/http/security-headers.ts';
import { isTrustedProxy } from '../../server/http/trusted-proxies.ts';
import { describeApi } from '../../server/test-support/api.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'levy-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(clientDir, 'assets', 'app-abc123.js.map'), '{"sources":["secret-source.ts"]}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

it('trusts forwarded headers only from the configured proxies', () => {
  expect(loadConfig({ DATA_DIR: clientDir, DOCUMENT_SIGNING_KEY: 'k' }).trustedProxies).toEqual([]);
  const trusted = loadConfig({ DATA_DIR: clientDir, DOCUMENT_SIGNING_KEY: 'k', TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustedProxies;
  expect(isTrustedProxy('10.1.2.3', trusted)).toBe(true);
  expect(isTrustedProxy('::ffff:192.168.1.5', trusted)).toBe(true);
  expect(isTrustedProxy('192.168.1.6', trusted)).toBe(false);
  expect(isTrustedProxy('127.0.0.1', [])).toBe(false);
});

it('sends HSTS only when the portal is served over HTTPS', () => {
  expect(securityHeaders({ publicUrl: 'https://levy.example.gov.au', issuer: 'https://levy.example.gov.au/oidc' })['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(securityHeaders({ publicUrl: 'http://localhost:3000', issuer: 'http://localhost:3000/oidc' })['strict-transport-security']).toBeUndefined();
});

describeApi(
  'attack: leaks and trust',
  (t) => {
    it('names its own host in the discovery document whatever X-Forwarded-Host says', async () => {
      const res = await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(res.json().authorization_endpoint).toMatch(/^http:\/\/localhost:3000\/oidc\//);
    });

    it('echoes no database text in a refusal', async () => {
      const res = await t.app.inject({ url: '/api/project?searchTerm=a%00b', headers: await t.auth('payer') });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toMatch(/0x00|UTF8|encoding|syntax|invalid byte/i);
    });

    it('puts Permissions-Policy on every response and no-store on API answers', async () => {
      const api = await t.app.inject({ url: '/api/project', headers: await t.auth('payer') });
      expect(api.headers['cache-control']).toBe('no-store');
      expect(api.headers['permissions-policy']).toContain('camera=()');
      const page = await t.app.inject({ url: '/' });
      expect(page.headers['permissions-policy']).toContain('camera=()');
    });

    it('never serves a source map', async () => {
      const res = await t.app.inject({ url: '/assets/app-abc123.js.map' });
      expect(res.body).not.toContain('secret-source');
    });
  },
  { clientDir, localProvider: true },
);

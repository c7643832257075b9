import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';
import { contentSecurityPolicy, externalOrigins, PERMISSIONS_POLICY } from './security-headers.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'levy-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Building and construction levy portal</title>');
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
// The build's compressed copies (scripts/vite-precompress.ts), told apart from the plain file by their content.
writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), 'brotli bytes');
writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), 'gzip bytes');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

it('adds an external issuer origin to connect-src only', () => {
  expect(externalOrigins('http://localhost:3000', 'http://localhost:3000/oidc')).toEqual([]);
  expect(externalOrigins('https://levy.qld.gov.au', 'https://login.b2c.example/tenant/v2.0')).toEqual(['https://login.b2c.example']);
  expect(contentSecurityPolicy(['https://login.b2c.example'])).toContain("connect-src 'self' https://login.b2c.example;");
});

it('admits a card gateway on another origin to script-src, connect-src and frame-src only when there is one', () => {
  const own = contentSecurityPolicy([]);
  expect(own).toContain("script-src 'self';");
  expect(own).not.toContain('frame-src');
  const bpoint = contentSecurityPolicy(['https://login.b2c.example'], 'https://www.bpoint.com.au');
  expect(bpoint).toContain("script-src 'self' https://www.bpoint.com.au;");
  expect(bpoint).toContain("connect-src 'self' https://login.b2c.example https://www.bpoint.com.au;");
  expect(bpoint).toContain("frame-src 'self' https://www.bpoint.com.au;");
  expect(bpoint).toContain("object-src 'none'");
});

it("declares the portal's icon in index.html as an inline SVG the CSP's img-src admits, so no page asks for /favicon.ico", () => {
  const html = readFileSync(new URL('../../src/index.html', import.meta.url), 'utf8');
  const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(href.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
  const imgSrc = contentSecurityPolicy([]).split('; ').find((directive) => directive.startsWith('img-src '));
  expect(imgSrc?.split(' ')).toContain('data:');
});

it('switches off in Permissions-Policy only features browsers recognise (Chromium logs an error for any other)', () => {
  const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]);
  // Every feature is off for every origin, the embedding page's own too.
  for (const [feature, allowlist] of features) expect(allowlist, feature).toBe('()');
  expect(features.map(([feature]) => feature)).toEqual([
    'camera',
    'microphone',
    'geolocation',
    'usb',
    'serial',
    'hid',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'interest-cohort',
  ]);
});

describeApi(
  'http basics',
  (t) => {
    const expectSecurityHeaders = (headers: Record<string, unknown>) => {
      const csp = String(headers['content-security-policy']);
      for (const part of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(part);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    };

    it('serves the public config with security headers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        oidcIssuer: 'http://localhost:3000/oidc',
        oidcClientId: 'levy-portal',
        oidcScope: 'openid profile email api',
        oidcAudience: 'api://levy-portal',
        cardGatewayScriptUrl: '/sandbox-gateway/v1/card-gateway.js',
        oidcRolesClaim: 'roles',
        profileEditPolicy: 'B2C_1_profileedit',
      });
      expectSecurityHeaders(res.headers);
    });

    it('puts the security headers on errors, 401s and 404s too', async () => {
      for (const res of [
        await t.app.inject({ method: 'GET', url: '/api/project' }),
        await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: await t.auth('payer') }),
        await t.app.inject({ method: 'POST', url: '/api/document/upload', headers: { ...(await t.auth('payer')), 'content-type': 'application/json' }, payload: '{bad' }),
      ]) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expectSecurityHeaders(res.headers);
      }
    });

    it('answers unknown API routes with a JSON 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: await t.auth('payer') });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/Not found/);
      const post = await t.app.inject({ method: 'POST', url: '/api/nothing/here', headers: await t.auth('payer'), payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.headers['content-type']).toMatch(/json/);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document/upload',
        headers: { ...(await t.auth('payer')), 'content-type': 'application/json' },
        payload: '{"projectNumber": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.', errors: [] });
    });

    it('answers values the database refuses with 400, not 500', async () => {
      const headers = await t.auth('payer');
      const nul = await t.app.inject({ url: '/api/project?searchTerm=a%00b', headers });
      expect(nul.statusCode).toBe(400);
      const huge = await t.app.inject({ url: '/api/project?pageNumber=99999999999', headers });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors[0].path).toBe('/pageNumber');
    });

    it('serves the SPA with history fallback, but never for /api or /oidc', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/levies-payer-portal/project/abc' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('levy portal');
      expectSecurityHeaders(page.headers);
      const root = await t.app.inject({ method: 'GET', url: '/' });
      expect(root.body).toContain('levy portal');
      const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.body).toBe('console.log(1)');
      const oidc = await t.app.inject({ method: 'GET', url: '/oidc/unknown' });
      expect(oidc.statusCode).toBe(404);
      expect(oidc.headers['content-type']).toMatch(/json/);
    });

    it('answers a missing file with a JSON 404, not the page', async () => {
      for (const url of ['/favicon.ico', '/assets/app-gone.js', '/robots.txt?x=1']) {
        const missing = await t.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers['content-type']).toMatch(/json/);
      }
      const page = await t.app.inject({ method: 'GET', url: '/levies-payer-portal/finances?from=2026.01' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    });

    it("sends the build's compressed copy of an asset the browser accepts, still cached immutably", async () => {
      const brotli = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.body).toBe('brotli bytes');
      const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toBe('gzip bytes');
    });
  },
  { clientDir },
);

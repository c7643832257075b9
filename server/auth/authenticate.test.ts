import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication } from './authenticate.ts';
import { createTestIssuer, type TestIssuer } from './test-issuer.ts';

let app: FastifyInstance;
let issuer: TestIssuer;
const oid = '6a1f7c2e-1d3b-4c5a-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  issuer = await createTestIssuer();
  app = Fastify();
  registerAuthentication(app, issuer.verify);
  app.get('/api/config', async () => ({ public: true }));
  app.get('/api/blob/:id', async () => ({ blob: true }));
  app.get('/api/me', async (request) => request.identity);
  app.post('/api/config', async () => ({ posted: true }));
  app.get('/health', async () => ({ ok: true }));
  // Like the SPA's history fallback: a catch-all must not make unknown /api paths public.
  app.get('/*', async () => ({ spa: true }));
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('registerAuthentication', () => {
  it('sets request.identity from a valid bearer token', async () => {
    const response = await get('/api/me', await issuer.issue({ oid, email: 'payer@example.com', family_name: 'Payer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ oid, email: 'payer@example.com', familyName: 'Payer', roles: [], issuedAt: expect.any(Number) });
  });

  it('answers 401 Unauthorised without a token, with a bad one, or an expired one', async () => {
    const expired = await issuer.issue({ oid }, { expiresIn: -3600 });
    for (const token of [undefined, 'garbage', expired]) {
      const response = await get('/api/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorised' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const basic = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });

  it('also guards unknown /api routes and a POST to /api/config', async () => {
    expect((await get('/api/nothing-here')).statusCode).toBe(401);
    expect((await get('/api/config/../me')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/config' })).statusCode).toBe(401);
  });

  it('lets GET /api/config, signed blob URLs and non-API paths through', async () => {
    expect((await get('/api/config')).statusCode).toBe(200);
    expect((await get('/api/config?x=1')).statusCode).toBe(200);
    expect((await get('/api/blob/abc?sig=1')).statusCode).toBe(200);
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/profile')).json()).toEqual({ spa: true });
  });
});

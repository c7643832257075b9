import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAuthentication } from '../auth/authenticate.ts';
import { createTestIssuer, type TestIssuer } from '../auth/test-issuer.ts';
import { describeEachDatabase } from '../test-support/databases.ts';
import { registerApiRateLimit } from './rate-limit.ts';

const PER_MINUTE = 5;

describeEachDatabase('API rate limits', (fixture) => {
  let issuer: TestIssuer;
  let clock = Date.parse('2026-03-02T09:00:10Z');
  const nodes: FastifyInstance[] = [];

  /** A server node: authentication, the rate limit and two routes, on the shared database. */
  const node = async () => {
    const app = Fastify();
    registerAuthentication(app, issuer.verify);
    registerApiRateLimit(app, fixture.db, { perMinute: PER_MINUTE, now: () => new Date(clock) });
    app.get('/api/me', async (request) => ({ oid: request.identity.oid }));
    app.get('/api/config', async () => ({ ok: true }));
    await app.ready();
    nodes.push(app);
    return app;
  };
  const bearer = async (oid: string) => ({ authorization: `Bearer ${await issuer.issue({ oid, email: `${oid}@example.com` })}` });

  beforeAll(async () => {
    issuer = await createTestIssuer({ issuer: 'https://issuer.test', audience: 'api://test' });
  });
  afterAll(async () => {
    await Promise.all(nodes.map((app) => app.close()));
  });

  it('answers 429 with Retry-After past the limit, per user, until the window ends', async () => {
    const app = await node();
    const alice = await bearer(randomUUID());
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i += 1) statuses.push((await app.inject({ url: '/api/me', headers: alice })).statusCode);
    expect(statuses).toEqual(Array(PER_MINUTE).fill(200));

    const refused = await app.inject({ url: '/api/me', headers: alice });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json()).toEqual({ message: 'Too many requests. Try again in 50 seconds.' });

    // Another user is counted apart.
    expect((await app.inject({ url: '/api/me', headers: await bearer(randomUUID()) })).statusCode).toBe(200);

    clock += 50_000;
    expect((await app.inject({ url: '/api/me', headers: alice })).statusCode).toBe(200);
  });

  it('counts a user across server nodes on one database', async () => {
    clock += 60_000;
    const [a, b] = [await node(), await node()];
    const bob = await bearer(randomUUID());
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i += 1) statuses.push((await (i % 2 ? b : a).inject({ url: '/api/me', headers: bob })).statusCode);
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(200), 429]);
  });

  it('counts requests without a token by address', async () => {
    clock += 60_000;
    const app = await node();
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i += 1) {
      statuses.push((await app.inject({ url: '/api/config', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await app.inject({ url: '/api/config', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    // Outside /api nothing is counted.
    expect((await app.inject({ url: '/elsewhere', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});

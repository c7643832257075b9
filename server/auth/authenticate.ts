import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Identity } from './identity.ts';
import type { TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The verified caller. Set on every authenticated `/api/*` request; `null` only on the
     * public ones (`GET /api/config`, `/api/blob/*`) and outside `/api`.
     */
    identity: Identity;
  }
}

/**
 * True for requests that need no bearer token: everything outside `/api/`, `GET /api/config`
 * and the signed blob URLs. `route` is the matched route's pattern: a request counts as API
 * when either its path or its route says so, and the exceptions are judged by the route, so
 * odd spellings of a path cannot pass a protected route off as public.
 */
export function isPublicRequest(method: string, url: string, route?: string): boolean {
  const path = url.split('?', 1)[0];
  if (!path.startsWith('/api/') && !route?.startsWith('/api/')) return true;
  const target = route ?? path;
  if (target === '/api/config' && (method === 'GET' || method === 'HEAD')) return true;
  // Signed, expiring document URLs carry their own authorisation (HMAC).
  return target.startsWith('/api/blob/');
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)$/i;

async function unauthorised(reply: FastifyReply, description?: string) {
  const challenge = description ? `Bearer error="invalid_token", error_description="${description}"` : 'Bearer';
  return reply.code(401).header('www-authenticate', challenge).send({ message: 'Unauthorised' });
}

/**
 * Requires `Authorization: Bearer <access token>` on `/api/*` (but the public routes) and
 * sets `request.identity`. `accountExists`, when given (the embedded provider's directory), is
 * asked on every request: a token of an unknown or deleted account is refused at once, not at
 * its expiry. Call on the root instance before registering routes.
 */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier, accountExists?: (oid: string) => Promise<boolean>): void {
  if (!app.hasRequestDecorator('identity')) app.decorateRequest('identity', null as unknown as Identity);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPublicRequest(request.method, request.url, request.routeOptions.url)) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return unauthorised(reply);
    try {
      request.identity = await verify(match[1]);
    } catch (error) {
      request.log.info({ err: (error as Error).message }, 'rejected access token');
      return unauthorised(reply, 'The access token is invalid or has expired');
    }
    if (accountExists && !(await accountExists(request.identity.oid))) {
      request.log.info({ oid: request.identity.oid }, 'access token of an unknown account');
      return unauthorised(reply, 'The account no longer exists');
    }
  });
}

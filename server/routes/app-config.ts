import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.ts';

/** GET /api/config (public): what the SPA needs to sign in. */
export async function appConfigRoutes(app: FastifyInstance, { config }: RouteDeps) {
  const body = {
    oidcIssuer: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    oidcScope: config.oidc.scope,
    oidcAudience: config.oidc.audience,
    oidcRolesClaim: config.oidc.rolesClaim,
  };
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}

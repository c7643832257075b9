import type { FastifyInstance } from 'fastify';
import { gatewayBrowserSettings } from '../payments/payment-config.ts';
import { B2C_PROFILE_EDIT_POLICY } from '../auth/accounts.ts';
import type { RouteDeps } from './deps.ts';

/** GET /api/config (public): what the SPA needs to sign in and to attach a card for a payment. */
export async function appConfigRoutes(app: FastifyInstance, { config }: RouteDeps) {
  const body = {
    oidcIssuer: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    oidcScope: config.oidc.scope,
    oidcAudience: config.oidc.audience,
    // The card gateway's browser script, which attaches a card to an auth key (DESIGN s4).
    cardGatewayScriptUrl: gatewayBrowserSettings(config.payments).scriptUrl,
    oidcRolesClaim: config.oidc.rolesClaim,
    // The provider's user flow for editing the sign-in profile, asked for with `p` as B2C does.
    profileEditPolicy: B2C_PROFILE_EDIT_POLICY,
  };
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}

import Provider, { errors, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { B2C_POLICIES, b2cClaims, findAccountByOid, policyOf } from './accounts.ts';
import { renderLogoutPage, renderMessagePage } from './pages.ts';
import { profileEditPolicy } from './profile-edit.ts';
import { createProviderAdapter } from './provider-adapter.ts';
import type { ProviderKeys } from './provider-keys.ts';
import { allowInlineScript } from './security-headers.ts';

/** The Vite dev server (`npm run dev`) signs in against the same provider. */
export const DEV_SERVER_ORIGIN = 'http://localhost:5173';
/** The access token's only scope, for the API resource (config.oidc.audience). */
export const API_SCOPE = 'api';
const OIDC_SCOPES = 'openid profile email offline_access';

const HOUR = 3600;

/** First-party client: everything the portal may ask for is granted, with no consent screen. */
export function grantPortalScopes(grant: Grant, audience: string): Grant {
  grant.addOIDCScope(OIDC_SCOPES);
  grant.addResourceScope(audience, API_SCOPE);
  return grant;
}

export interface ProviderDeps {
  config: Pick<Config, 'publicUrl' | 'oidc' | 'trustedProxies'>;
  db: Queryable;
  keys: ProviderKeys;
  /** Where the interaction pages live, e.g. `/oidc/interaction`. */
  interactionPath: string;
}

/** The acr of the code or refresh token being exchanged, or of the session. */
function flowAcr(ctx: KoaContextWithOIDC): unknown {
  const entities = (ctx.oidc as { entities?: Record<string, { acr?: string } | undefined> }).entities ?? {};
  return entities.AuthorizationCode?.acr ?? entities.RefreshToken?.acr ?? entities.Session?.acr;
}

/** The origins the portal runs at: its public URL and the dev server. */
export function portalOrigins(config: Pick<Config, 'publicUrl'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, DEV_SERVER_ORIGIN])];
}

function portalClient(config: ProviderDeps['config']) {
  const origins = portalOrigins(config);
  return {
    client_id: config.oidc.clientId,
    client_name: 'Building and construction levy portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((o) => `${o}/auth/callback`),
    post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, o]),
  };
}

/** The panva oidc-provider configured as a stand-in for Azure AD B2C. */
export function createProvider({ config, db, keys, interactionPath }: ProviderDeps): Provider {
  const { audience, rolesClaim } = config.oidc;
  const client = portalClient(config);
  const allowedOrigins = new Set(client.redirect_uris.map((uri) => new URL(uri).origin));
  const portalHome = `${config.publicUrl}/`;

  const provider = new Provider(config.oidc.issuer, {
    adapter: createProviderAdapter(db),
    clients: [client],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    // B2C puts its claims in the ID token whatever the scope; so do we.
    claims: {
      openid: ['sub', 'oid', 'emails', 'tfp', 'given_name', 'family_name', rolesClaim],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    scopes: OIDC_SCOPES.split(' '),
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The user flow (sign-up/sign-in, password reset, profile edit) travels as the sign-in's acr.
    acrValues: B2C_POLICIES,
    async findAccount(ctx: KoaContextWithOIDC, sub: string, token?: { acr?: string }) {
      const account = await findAccountByOid(db, sub);
      const policy = policyOf(token?.acr ?? flowAcr(ctx));
      return account && { accountId: account.oid, claims: async () => b2cClaims(account, policy, rolesClaim) };
    },
    async extraTokenClaims(ctx: KoaContextWithOIDC, token: { kind: string; accountId?: string }) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountByOid(db, token.accountId);
      if (!account) return undefined;
      const { oid, emails, given_name, family_name, tfp } = b2cClaims(account, policyOf(flowAcr(ctx)));
      return { oid, emails, given_name, family_name, tfp, ...(account.roles.length ? { [rolesClaim]: account.roles } : {}) };
    },
    // First-party client: grant what it asks for without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
      const { client: rp, session } = ctx.oidc;
      if (!rp || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(rp.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: rp.clientId, accountId: session.accountId });
      await grantPortalScopes(grant, audience).save();
      return grant;
    },
    // Refresh tokens without offline_access, so the SPA renews silently (like B2C's SPA flow).
    issueRefreshToken: async (_ctx: unknown, rp: { grantTypeAllowed(type: string): boolean }) =>
      rp.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, origin: string) => allowedOrigins.has(origin),
    // B2C names the user flow in `p`; the profile edit flow always shows its page.
    extraParams: ['p'],
    interactions: { policy: profileEditPolicy(), url: async (_ctx: unknown, interaction: { uid: string }) => `${interactionPath}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: unknown, resource: string) {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          // The portal asked (id_token_hint proves it): sign out at once; else ask.
          const auto = Boolean(ctx.oidc.client && ctx.oidc.params?.id_token_hint);
          const script = auto ? `<script>${allowInlineScript(ctx, "document.getElementById('sign-out').click();")}</script>` : '';
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, script);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = renderMessagePage('You have signed out', ['You have signed out of the portal.'], {
            href: portalHome,
            text: 'Sign in again',
          });
        },
      },
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Sign-in could not be completed',
        [out.error_description ?? out.error ?? 'Something went wrong.', 'Return to the portal and try again.'],
        { href: portalHome, text: 'Return to the portal' },
      );
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      RefreshToken: 12 * HOUR,
      Interaction: HOUR,
      Session: 12 * HOUR,
      Grant: 12 * HOUR,
    },
  });
  // Behind the configured proxies: their X-Forwarded-Proto/Host count for URLs and secure cookies
  // (the mount drops those headers from anyone else).
  provider.proxy = config.trustedProxies.length > 0;
  return provider;
}

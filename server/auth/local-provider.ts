import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import { createProvider, portalOrigins } from './provider-config.ts';
import { loadProviderKeys } from './provider-keys.ts';
import { providerSecurityHeaders, setHeaders } from './security-headers.ts';
import { createSignInThrottle, type SignInThrottlePolicy } from './sign-in-throttle.ts';
import { createCodeRequestThrottle, type CodeRequestPolicy } from './code-request-throttle.ts';
import { dropUntrustedForwarding } from '../http/trusted-proxies.ts';

/** Where the provider lives in this server; the issuer is `${PUBLIC_URL}/oidc`. */
export const OIDC_MOUNT_PATH = '/oidc';

export interface LocalProviderDeps {
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'oidc' | 'showVerificationCodes' | 'trustedProxies'>;
  db: Queryable;
  /** The clock of sign-in throttling (tests move it on). */
  now?: () => Date;
  signInPolicy?: SignInThrottlePolicy;
  codeRequestPolicy?: CodeRequestPolicy;
}

/**
 * Mounts the local OpenID Connect provider (panva oidc-provider) at `/oidc` of this Fastify
 * app, with its sign-in pages. Signing and cookie keys persist in `DATA_DIR/oidc-keys.json`;
 * sessions, grants and refresh tokens live in memory (lost on restart).
 */
export async function mountLocalProvider(app: FastifyInstance, { config, db, now, signInPolicy, codeRequestPolicy }: LocalProviderDeps): Promise<void> {
  const issuerPath = new URL(config.oidc.issuer).pathname.replace(/\/+$/, '');
  if (!issuerPath.endsWith(OIDC_MOUNT_PATH)) {
    throw new Error(`The local provider serves ${OIDC_MOUNT_PATH}; OIDC_ISSUER ${config.oidc.issuer} does not end with it`);
  }
  const interactionPath = `${OIDC_MOUNT_PATH}/interaction`;
  const keys = await loadProviderKeys(config.dataDir);
  const provider = createProvider({ config, db, keys, interactionPath });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

  const headers = providerSecurityHeaders(portalOrigins(config));

  await registerInteractionRoutes(app, {
    headers,
    provider,
    db,
    path: interactionPath,
    portalHome: `${config.publicUrl}/`,
    audience: config.oidc.audience,
    throttle: createSignInThrottle(db, { now, policy: signInPolicy }),
    codeThrottle: createCodeRequestThrottle(db, { now: now ?? (() => new Date()), policy: codeRequestPolicy }),
    showVerificationCodes: config.showVerificationCodes,
    now: now ?? (() => new Date()),
  });

  const handle = provider.callback();
  await app.register(async (scope) => {
    // The provider reads the raw body itself: leave every body unparsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OIDC_MOUNT_PATH}/*`, (request, reply) => {
      reply.hijack();
      // Like a Koa/Express mount: the provider routes on the path below the mount and
      // rebuilds its own URLs from originalUrl.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT_PATH.length) || '/';
      dropUntrustedForwarding(raw.headers, raw.socket.remoteAddress, config.trustedProxies);
      setHeaders(reply.raw, headers);
      handle(raw, reply.raw);
    });
  });
}

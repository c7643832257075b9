import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response; `connectOrigins` are added to connect-src. A
 * card gateway on another origin (`gatewayOrigin`, BPOINT) may also run its script and frames.
 */
export function contentSecurityPolicy(connectOrigins: string[] = [], gatewayOrigin: string | null = null): string {
  const gateway = gatewayOrigin ? [gatewayOrigin] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...gateway].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ['connect-src', "'self'", ...connectOrigins, ...gateway].join(' '),
    ...(gatewayOrigin ? [`frame-src 'self' ${gatewayOrigin}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The issuer's origin when it is not the portal's own (the browser then talks to it directly). */
export function externalOrigins(publicUrl: string, issuer: string): string[] {
  const own = new URL(publicUrl).origin;
  const theirs = new URL(issuer).origin;
  return theirs === own ? [] : [theirs];
}

/**
 * Browser features the portal never uses, switched off for every page. Only features browsers
 * recognise in the header: an unknown one (Web Bluetooth has no policy) is an error in every
 * page's console.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

/** The security headers of every response; HSTS only when the portal is served over HTTPS. */
export interface SecurityHeaderOptions {
  publicUrl: string;
  issuer: string;
  /** The card gateway's origin when it is not ours (payment-config.ts `gatewayBrowserSettings`). */
  gatewayOrigin?: string | null;
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(externalOrigins(options.publicUrl, options.issuer), options.gatewayOrigin ?? null),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(options.publicUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the headers on the raw response as each request arrives, so they are on every
 * response: routes, errors, 404s, static files and replies written outside Fastify.
 * A route may still replace one (e.g. a provider page with its own CSP). API answers hold
 * personal data: no cache keeps them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
  });
}

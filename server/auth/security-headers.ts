import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Headers for the identity provider's responses (the API's own hooks do not see them). */
export const PROVIDER_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  // Codes and tokens travel in these URLs: never leak them to another site.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export function setProviderSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(PROVIDER_SECURITY_HEADERS)) res.setHeader(name, value);
}

interface HeaderContext {
  response: { get(name: string): string };
  set(name: string, value: string): void;
}

/** Allows one exact inline script by adding its sha256 to the response's script-src. */
export function allowInlineScript(ctx: HeaderContext, script: string): string {
  const csp = ctx.response.get('content-security-policy');
  if (csp) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    ctx.set('content-security-policy', csp.replace(/script-src([^;]*)/, `script-src$1 ${hash}`));
  }
  return script;
}

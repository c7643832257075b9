import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Headers for the identity provider's pages. They replace the portal's: browsers apply
 * form-action to the redirects after a submit, so the sign-in and sign-out forms must allow
 * the client's origins (the Vite dev server's too) or the way back to the portal is blocked.
 */
export function providerSecurityHeaders(clientOrigins: string[]): Record<string, string> {
  const formAction = ["'self'", ...new Set(clientOrigins)].join(' ');
  return {
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      `object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action ${formAction}`,
    'x-content-type-options': 'nosniff',
    // Codes and tokens travel in these URLs: never leak them to another site.
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}

export function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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

import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** Deeper than any form's data; a body nested further is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without parsing
 * (brackets inside strings do not count). Stops counting once past `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces the JSON body parser with Fastify's own behind a depth check: code that walks the
 * data recursively (validation, hashing, SQL parameters) never meets a body deep enough to
 * exhaust the stack, and the client gets a 400 instead.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE, { details: [TOO_DEEP_MESSAGE], errors: [] }), undefined);
      return;
    }
    parse(request, text, done);
  });
}

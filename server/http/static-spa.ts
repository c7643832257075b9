import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths the SPA never owns: the API and the identity provider. */
export const isServerPath = (url: string) => /^\/(api|oidc)(\/|\?|$)/.test(url);

/** A path whose last segment has an extension names a file (favicon.ico, an old asset), never a page. */
const namesFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split(/[?#]/, 1)[0]);

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && !namesFile(request.url);

/**
 * Serves the built portal from `root` (when built) and answers every other miss:
 * index.html for page paths (history routing), JSON 404 for the API, missing files and everything
 * else: a missing file answered with the page would cost a browser the whole document for nothing.
 */
export async function registerStaticSpa(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz copies beside each text file (scripts/vite-precompress.ts).
      preCompressed: true,
      // Source maps are never served, even when a build left some behind.
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders(res, path) {
        // Vite fingerprints assets, so they never change; pages must be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?', 1)[0]}` });
  });
}

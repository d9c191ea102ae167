import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';
// The service worker's files: asked again on every check, so a new build's worker is found on the next visit.
const SERVICE_WORKER_FILE = /\/sw[^/]*\.js$/;

/**
 * Serves the storefront's built files from `clientDir`: the hashed assets under /assets/ by one wildcard route
 * (one route per file was a fifth of a start's CPU: ~280 routes in the router), with the brotli and gzip
 * copies the web build writes beside them (smaller than compressing on each send, and no CPU per request), and
 * the few files of public/ (the icon) each by its own route. A missing asset is a plain 404, never a page.
 */
export async function registerStorefrontFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = join(clientDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    wildcard: true,
    index: false,
    preCompressed: true,
    // @fastify/static hands the reply to setHeaders, whatever its type declaration says.
    setHeaders: ((reply: FastifyReply, path: string) =>
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? IMMUTABLE : SERVICE_WORKER_FILE.test(path) ? 'no-cache' : AN_HOUR,
      )) as never,
  });
  const publicFiles = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile());
  for (const { name } of publicFiles) {
    app.get(`/${name}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(name, clientDir));
  }
}

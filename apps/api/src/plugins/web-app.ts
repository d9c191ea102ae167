import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** Hashed build assets never change; everything else in public/ may. */
function setStaticCacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    'cache-control',
    path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(url, { method: request.method, headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/**
 * Serves the built storefront (apps/web/build) from the API's process: hashed assets with long caching, and
 * every other GET outside /api rendered by React Router on the server. Absent build → API only (tests).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<boolean> {
  const buildDir = resolve(config.WEB_BUILD_DIR);
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn({ buildDir }, 'no storefront build found: serving the API only');
    return false;
  }
  // React Router must be the same instance the build was made with: resolve it from the build.
  const requireFromBuild = createRequire(serverEntry);
  const reactRouter = (await import(pathToFileURL(requireFromBuild.resolve('react-router')).href)) as {
    createRequestHandler: (build: unknown, mode?: string) => RequestHandler;
  };
  const build = await import(pathToFileURL(serverEntry).href);
  const handle = reactRouter.createRequestHandler(
    build,
    config.NODE_ENV === 'production' ? 'production' : 'development',
  );

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // @fastify/static hands the reply to setHeaders, whatever its type declaration says.
    setHeaders: setStaticCacheHeaders as never,
  });

  // Server-side loaders call the API over loopback on the port this process listens on.
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (address && typeof address === 'object') {
      process.env.SHRINGAR_INTERNAL_API_ORIGIN = `http://127.0.0.1:${address.port}`;
    }
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ success: false, message: 'Resource not found.', code: 'NOT_FOUND' });
      }
      return sendWebResponse(reply, await handle(toWebRequest(request)));
    },
  });
  return true;
}

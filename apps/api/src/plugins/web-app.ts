import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { type ApiTransport, inProcessTransport } from './in-process-transport.ts';
import { isInternalHeader, isShareable } from './page-sharing.ts';

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

type ServerEntry = { registerApiTransport?: (transport: ApiTransport) => void };

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

type RenderedPage = { status: number; headers: [string, string][]; body: Buffer; expiresAt: number };

async function readPage(response: Response, ttlMs: number): Promise<RenderedPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (!isInternalHeader(key)) headers.push([key, value]);
  });
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
    expiresAt: performance.now() + ttlMs,
  };
}

function sendPage(reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  return reply.send(page.body);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && !isInternalHeader(key)) reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

async function loadRenderer(serverEntry: string, app: FastifyInstance, config: Config): Promise<RequestHandler> {
  // React Router must be the same instance the build was made with: resolve it from the build.
  const requireFromBuild = createRequire(serverEntry);
  const reactRouter = (await import(pathToFileURL(requireFromBuild.resolve('react-router')).href)) as {
    createRequestHandler: (build: unknown, mode?: string) => RequestHandler;
  };
  const build = (await import(pathToFileURL(serverEntry).href)) as { entry?: { module?: ServerEntry } };
  const registerApiTransport = build.entry?.module?.registerApiTransport;
  if (!registerApiTransport)
    throw new Error(`${serverEntry} does not export registerApiTransport: rebuild the storefront`);
  registerApiTransport(inProcessTransport(app));
  return reactRouter.createRequestHandler(build, config.NODE_ENV === 'production' ? 'production' : 'development');
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
  // The renderer (React, React Router and the pages: hundreds of files) loads while the store starts listening,
  // so the API answers sooner; the first page request waits for it.
  const loading = loadRenderer(serverEntry, app, config);
  loading.catch((err: unknown) => app.log.error({ err, serverEntry }, 'the storefront build could not be loaded'));
  const handle = async (request: Request) => (await loading)(request);

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // @fastify/static hands the reply to setHeaders, whatever its type declaration says.
    setHeaders: setStaticCacheHeaders as never,
  });

  // A shareable page is kept for WEB_PAGE_CACHE_MS and a burst of requests for one URL shares one render: the
  // home page is the heaviest answer the store gives, and the most requested.
  const ttlMs = config.WEB_PAGE_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : 5_000);
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage | Response>>();
  const render = async (request: FastifyRequest): Promise<RenderedPage | Response> => {
    const response = await handle(toWebRequest(request));
    if (ttlMs === 0 || request.method !== 'GET' || !isShareable(response)) return response;
    const page = await readPage(response, ttlMs);
    if (pages.size >= 1_000) pages.clear();
    pages.set(request.url, page);
    return page;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ success: false, message: 'Resource not found.', code: 'NOT_FOUND' });
      }
      const cached = pages.get(request.url);
      if (cached && cached.expiresAt > performance.now()) return sendPage(reply, cached);
      let pending = request.method === 'GET' ? rendering.get(request.url) : undefined;
      const shared = pending !== undefined;
      if (!pending) {
        pending = render(request);
        if (request.method === 'GET' && ttlMs > 0) {
          rendering.set(request.url, pending);
          void pending.finally(() => rendering.delete(request.url)).catch(() => {});
        }
      }
      const result = await pending;
      if (result instanceof Response) {
        // Not shareable: its body is the renderer's own; a request that waited on it renders for itself.
        return sendWebResponse(reply, shared ? await handle(toWebRequest(request)) : result);
      }
      return sendPage(reply, result);
    },
  });
  return true;
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { CacheRegistry } from '../lib/caches.ts';
import { STORE_CHANGE_KINDS } from '../lib/store-changes.ts';
import { type ConcurrencyGate, GateFull } from '../lib/concurrency-gate.ts';
import { yieldToEventLoop } from '../lib/yield-to-event-loop.ts';
import { type ApiTransport, inProcessTransport } from './in-process-transport.ts';
import { sendBusyPage } from './busy-page.ts';
import { keepPage, PageNonces, pageVariant, pickEncoding } from './cached-page.ts';
import { newCspNonce, storePageCsp } from './content-security-policy.ts';
import { fastLaneOf, recordSent } from './fast-lane.ts';
import { etagMatches } from './http-cache.ts';
import { pagesShowing } from './page-change-scope.ts';
import { pageCacheKey } from './page-cache-key.ts';
import { sendOneOffPage } from './one-off-page.ts';
import { requestNetwork } from './load-shedding.ts';
import { PageCache, type RenderedPage } from './page-cache.ts';
import { isInternalHeader, isShareable } from './page-sharing.ts';
import { isOwnHost, publicOrigin } from './public-origin.ts';
import { registerInstallableStore } from './installable-store.ts';
import { registerStorefrontFiles } from './storefront-files.ts';

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** What the storefront's server entry offers the server that serves it (apps/web/app/entry.server.tsx). */
type ServerEntry = {
  registerApiTransport?: (transport: ApiTransport) => void;
  /** The load context of one render, carrying the nonce its inline scripts must carry. */
  createRenderContext?: (cspNonce: string) => unknown;
};

type Renderer = (request: Request, cspNonce: string) => Promise<Response>;

/** The request as React Router sees it: at the store's public origin, whatever Host the client sent. */
function toWebRequest(request: FastifyRequest, origin: string, path: string): Request {
  const url = new URL(path, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (UNTRUSTED_HEADERS.has(key)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  headers.set('host', url.host);
  return new Request(url, { method: request.method, headers });
}

/** Headers a client may set to make a page speak of another address; a render never sees them. */
const UNTRUSTED_HEADERS = new Set(['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

const isHtml = (headers: Headers) => (headers.get('content-type') ?? '').startsWith('text/html');

/**
 * A kept page: its stored headers (CSP with the page's nonce, ETag, Vary), a 304 when the browser already has
 * these bytes, else the pre-compressed body the client accepts. @fastify/compress leaves an encoded body be.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const variant = pageVariant(page, request.headers['if-none-match'], request.headers['accept-encoding']);
  if (variant) sendingPage.set(request, { page, ...variant });
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/** The variant of a kept page a request was sent, recorded for the fast lane once the answer has gone. */
const sendingPage = new WeakMap<
  FastifyRequest,
  { page: RenderedPage; key: string; body: Buffer | undefined; coding: 'br' | 'gzip' | null }
>();

/**
 * An answer straight from the renderer (not kept): an HTML one carries the CSP of its render's nonce and, rendered
 * whole into one buffer (apps/web/app/entry.server.tsx), goes as one compressed buffer (one-off-page.ts).
 */
async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response, csp: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && !isInternalHeader(key)) reply.header(key, value);
  });
  const html = isHtml(response.headers);
  if (html) reply.header('content-security-policy', csp);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (!html) return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  const page = Buffer.from(await response.arrayBuffer());
  return sendOneOffPage(reply, page, request.headers['accept-encoding']);
}

async function loadRenderer(serverEntry: string, app: FastifyInstance, config: Config): Promise<Renderer> {
  // React Router must be the same instance the build was made with: resolve it from the build.
  const requireFromBuild = createRequire(serverEntry);
  const reactRouter = (await import(pathToFileURL(requireFromBuild.resolve('react-router')).href)) as {
    createRequestHandler: (build: unknown, mode?: string) => RequestHandler;
  };
  const build = (await import(pathToFileURL(serverEntry).href)) as { entry?: { module?: ServerEntry } };
  const { registerApiTransport, createRenderContext } = build.entry?.module ?? {};
  if (!registerApiTransport || !createRenderContext)
    throw new Error(
      `${serverEntry} does not export registerApiTransport and createRenderContext: rebuild the storefront`,
    );
  registerApiTransport(inProcessTransport(app));
  const handle = reactRouter.createRequestHandler(
    build,
    config.NODE_ENV === 'production' ? 'production' : 'development',
  );
  return (request, cspNonce) => handle(request, createRenderContext(cspNonce));
}

type Rendered = { page: RenderedPage } | { response: Response; nonce: string };

/** Kept pages weigh at most this much together (each page with its brotli and gzip bodies). */
const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** How long one key derives kept pages' nonces (PageNonces): the longest any nonce is repeated. */
const NONCE_WINDOW_MS = 10 * 60_000;

/** The longest a page is kept when nothing changes (prices on a timed sale, the year in the footer). */
const DEFAULT_PAGE_KEEP_MS = 5 * 60_000;

/**
 * Serves the built storefront (apps/web/build) from the API's process: hashed assets with long caching, and
 * every other GET outside /api rendered by React Router on the server. Absent build → API only (tests).
 *
 * Renders wait in a bounded queue (`renderGate`); a full queue answers a small 503 page with Retry-After. Pages
 * are rendered at the public origin, never the client's Host, and under their cache key (unknown query
 * parameters dropped); every HTML answer carries a strict CSP with a nonce of its own.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  renderGate: ConcurrencyGate,
  caches: CacheRegistry,
): Promise<boolean> {
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
  const handle: Renderer = async (request, cspNonce) => (await loading)(request, cspNonce);

  await registerStorefrontFiles(app, join(buildDir, 'client'));
  registerInstallableStore(app, config, join(buildDir, 'client'));

  const origin = publicOrigin(config);
  if (!config.PUBLIC_BASE_URL && config.NODE_ENV === 'production')
    app.log.warn({ origin }, 'PUBLIC_BASE_URL is not set: absolute links in pages use %s', origin);
  const csp = storePageCsp(config);

  // A shareable page is kept until the store changes what it shows (at most WEB_PAGE_CACHE_MS, for what changes
  // with time alone), and a burst of requests for one URL shares one render: the home page is the heaviest answer
  // the store gives, and the most requested.
  const ttlMs = config.WEB_PAGE_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_PAGE_KEEP_MS);
  const pages = new PageCache(PAGE_CACHE_MAX_BYTES);
  const nonces = new PageNonces(NONCE_WINDOW_MS, performance.now());
  const rendering = new Map<string, Promise<Rendered>>();
  // A change forgets the kept pages that may show it (page-change-scope.ts); a render that began before any
  // change is not kept.
  let generation = 0;
  const pageLookups = caches.register({
    name: 'pages',
    bound: '48 MB (size in bytes); WEB_PAGE_CACHE_MS each',
    clearedBy: STORE_CHANGE_KINDS,
    size: () => pages.bytes,
    forget: (change) => {
      generation += 1;
      const shows = pagesShowing(change);
      if (shows) pages.forgetWhere(shows);
      else pages.clear();
    },
  });
  caches.register({
    name: 'renders',
    bound: 'one per page key, while it renders',
    clearedBy: STORE_CHANGE_KINDS,
    size: () => rendering.size,
    forget: () => rendering.clear(),
  });

  // Each client network takes its turn for a render slot (a flood from one network queues behind itself).
  const render = (request: FastifyRequest, path: string, keep: boolean): Promise<Rendered> =>
    renderGate.run(async () => {
      const startedIn = generation;
      await yieldToEventLoop();
      const nonce = newCspNonce();
      const response = await handle(toWebRequest(request, origin, path), nonce);
      if (!keep || !isShareable(response)) return { response, nonce };
      const page = await keepPage(response, nonce, { nonces, csp, ttlMs, now: performance.now() });
      if (startedIn === generation) pages.set(path, page);
      return { page };
    }, requestNetwork(request));

  // One render per kept page at a time: every request that needs it shares it.
  const renderShared = (request: FastifyRequest, key: string): Promise<Rendered> => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(request, key, true);
      rendering.set(key, pending);
      const settled = pending;
      void settled.finally(() => rendering.get(key) === settled && rendering.delete(key)).catch(() => {});
    }
    return pending;
  };

  // Kept pages answered before Fastify (plugins/fast-lane.ts), under the conditions the handler below keeps
  // and serves them: a GET for one of the store's own names. Expired pages go the full way (their re-render).
  const lane = fastLaneOf(app.ctx);
  lane.add((req, res, startedAt) => {
    const url = req.url!;
    if (ttlMs <= 0 || url.startsWith('/api/') || req.headers['x-forwarded-host'] !== undefined) return false;
    if (!isOwnHost(config, req.headers.host)) return false;
    const page = pages.getWithin(pageCacheKey(url), startedAt, ttlMs);
    if (!page?.sent || page.expiresAt <= startedAt) return false;
    const variant = pageVariant(page, req.headers['if-none-match'], req.headers['accept-encoding']);
    const sent = variant ? page.sent.get(variant.key) : undefined;
    return sent ? lane.replay(res, sent, startedAt) : false;
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    onResponse: (request, reply, done) => {
      const sent = sendingPage.get(request);
      if (sent) recordSent(sent.page, sent.key, reply, sent.body, sent.coding);
      done();
    },
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ success: false, message: 'Resource not found.', code: 'NOT_FOUND' });
      }
      const key = pageCacheKey(request.url);
      // A page asked for under a foreign Host is rendered for that client alone (and still speaks of the
      // public origin): nothing it gets is kept, and nothing kept is handed to it.
      const cacheable = request.method === 'GET' && ttlMs > 0 && isOwnHost(config, request.host);
      const now = performance.now();
      // A page that expired less than one lifetime ago is still served while its re-render runs: the first
      // request after it expires renders it (and waits, as a client asking pages one after another always
      // sees the newest copy), and a burst meanwhile gets the kept copy instead of queueing behind the render.
      // A store change forgets every page, so this only ever bridges a timer's expiry.
      const cached = cacheable ? pages.getWithin(key, now, ttlMs) : undefined;
      if (cacheable) pageLookups.lookup(cached !== undefined && (cached.expiresAt > now || rendering.has(key)));
      if (cached && (cached.expiresAt > now || rendering.has(key))) return sendPage(request, reply, cached);
      try {
        const shared = cacheable && rendering.has(key);
        const pending = cacheable ? renderShared(request, key) : render(request, request.url, false);
        const result = await pending;
        if ('page' in result) return sendPage(request, reply, result.page);
        // Not shareable (an account or operator page): its body is the renderer's own, and it may read query
        // parameters store pages do not, so a request that waited on it, or that had them, renders for itself.
        if (shared || (cacheable && key !== request.url)) {
          const own = await render(request, request.url, false);
          if ('response' in own) return sendWebResponse(request, reply, own.response, csp(own.nonce));
          return sendPage(request, reply, own.page);
        }
        return sendWebResponse(request, reply, result.response, csp(result.nonce));
      } catch (err) {
        if (err instanceof GateFull) return sendBusyPage(reply);
        throw err;
      }
    },
  });
  return true;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';

/**
 * HTTP caching for public catalogue answers. Anonymous answers may be shared by browsers and CDNs for a
 * minute and revalidated by ETag; answers personalised by a token (isFavorite, itemAlreadyInCart, recently
 * viewed) must never be stored by anyone but the shopper.
 */
const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((t) => strip(t) === wanted);
}

/** Adds Cache-Control, Vary and ETag to every successful GET of the plugin it is registered in; 304s. */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    reply.header('vary', 'Authorization');
    if (request.auth) {
      reply.header('cache-control', PRIVATE);
      return payload;
    }
    reply.header('cache-control', PUBLIC);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Weak: compression changes the bytes but not the meaning.
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

type Entry = { value: Promise<unknown>; expiresAt: number };
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<AppContext, Map<string, Entry>>();

function ttlOf(ctx: AppContext): number {
  return ctx.config.CATALOGUE_CACHE_MS ?? (ctx.config.NODE_ENV === 'test' ? 0 : 5_000);
}

/**
 * Reuses an anonymous answer for a few seconds, keyed by URL. Concurrent misses share one database query, so
 * a burst of shoppers on one listing costs one query. Signed-in requests always go to the database.
 */
export async function rememberAnonymous<T>(
  ctx: AppContext,
  request: FastifyRequest,
  produce: () => Promise<T>,
): Promise<T> {
  const ttl = ttlOf(ctx);
  if (request.auth || ttl === 0) return produce();
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const now = performance.now();
  const hit = cache.get(request.url);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = produce();
  cache.set(request.url, { value, expiresAt: now + ttl });
  value.catch(() => cache.delete(request.url));
  return value;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * HTTP caching for public catalogue answers. Anonymous answers may be shared by browsers and CDNs for a
 * minute and revalidated by ETag; answers personalised by a token (isFavorite, itemAlreadyInCart, recently
 * viewed) must never be stored by anyone but the shopper.
 */
const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match names this ETag (weakly compared, as RFC 9110 asks for If-None-Match). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((t) => strip(t) === wanted);
}

type Stored = { body: string; etag: string; expiresAt: number };
type Entry = { value: Promise<unknown>; expiresAt: number };
const MAX_ENTRIES = 10_000;

/**
 * One store's kept answers: the serialised bodies replayed before routing, and the answers being or recently
 * produced. A store change (ctx.changes) forgets both, and an answer produced from reads begun before the
 * change (an older generation) is not kept.
 */
type AnswerCaches = { bodies: Map<string, Stored>; answers: Map<string, Entry>; generation: number };
const cachesOf = new WeakMap<AppContext, AnswerCaches>();
const replayed = new WeakMap<FastifyRequest, Stored>();
const generationAtRequest = new WeakMap<FastifyRequest, number>();

function answerCaches(ctx: AppContext): AnswerCaches {
  let caches = cachesOf.get(ctx);
  if (!caches) {
    const created: AnswerCaches = { bodies: new Map(), answers: new Map(), generation: 0 };
    ctx.changes.subscribe(() => {
      created.generation += 1;
      created.bodies.clear();
      created.answers.clear();
    });
    cachesOf.set(ctx, (caches = created));
  }
  return caches;
}

function ttlOf(ctx: AppContext): number {
  return ctx.config.CATALOGUE_CACHE_MS ?? (ctx.config.NODE_ENV === 'test' ? 0 : 5_000);
}

/**
 * For every GET of the plugin it is registered in: Cache-Control, Vary and ETag, 304 on a matching
 * If-None-Match, and — for anonymous shoppers — the serialised answer replayed from memory for a few seconds,
 * skipping the handler, the database and serialisation altogether.
 */
export function registerHttpCache(app: FastifyInstance, ctx: AppContext): void {
  // Callback style on purpose: answering from an async hook raced the async compression hook under load and
  // let the route handler run as well (a second reply). Sending without calling done() ends the request here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.auth) return done();
    const caches = answerCaches(ctx);
    generationAtRequest.set(request, caches.generation);
    const hit = caches.bodies.get(request.url);
    if (!hit || hit.expiresAt <= performance.now()) return done();
    replayed.set(request, hit);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    reply.header('vary', 'Authorization');
    if (request.auth) {
      reply.header('cache-control', PRIVATE);
      return payload;
    }
    reply.header('cache-control', PUBLIC);
    let stored = replayed.get(request);
    if (!stored) {
      if (typeof payload !== 'string') return payload;
      // Weak: compression changes the bytes but not the meaning.
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      const ttl = ttlOf(ctx);
      stored = { body: payload, etag, expiresAt: performance.now() + ttl };
      const caches = answerCaches(ctx);
      if (ttl > 0 && generationAtRequest.get(request) === caches.generation) {
        if (caches.bodies.size >= MAX_ENTRIES) caches.bodies.clear();
        caches.bodies.set(request.url, stored);
      }
    }
    reply.header('etag', stored.etag);
    if (etagMatches(request.headers['if-none-match'], stored.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
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
  const cache = answerCaches(ctx).answers;
  const now = performance.now();
  const hit = cache.get(request.url);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = produce();
  cache.set(request.url, { value, expiresAt: now + ttl });
  value.catch(() => cache.delete(request.url));
  return value;
}

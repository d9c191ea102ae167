import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * HTTP caching for public catalogue answers. Anonymous answers may be stored by browsers and CDNs but are
 * revalidated by ETag on every use (a 304 costs no database work while the answer is kept here): prices and
 * stock change with every save and order, and a minute-old copy would show a price or stock every process has
 * already forgotten. Answers personalised by a token (isFavorite, itemAlreadyInCart, recently viewed) must
 * never be stored by anyone but the shopper.
 */
const PUBLIC = 'public, no-cache';
const PRIVATE = 'private, no-store';

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((t) => strip(t) === wanted);
}

type Stored = { body: string; etag: string; expiresAt: number };
type Entry = { value: Promise<unknown>; expiresAt: number; generation: number };
const MAX_ENTRIES = 10_000;

/**
 * One store's kept answers: the serialised bodies replayed before routing, and the answers being or recently
 * produced, with the products each answer shows. A store change (ctx.changes) naming products (a stock or
 * price change) forgets the answers showing them; any other change forgets all. An answer produced from reads
 * begun before a change (an older generation) is not kept.
 */
type AnswerCaches = {
  bodies: Map<string, Stored>;
  answers: Map<string, Entry>;
  /** URL → the products its answer shows (cards, a product's detail); answers showing none are absent. */
  mentions: Map<string, ReadonlySet<number>>;
  generation: number;
};
const cachesOf = new WeakMap<AppContext, AnswerCaches>();
const replayed = new WeakMap<FastifyRequest, Stored>();
const generationAtRequest = new WeakMap<FastifyRequest, number>();

function answerCaches(ctx: AppContext): AnswerCaches {
  let caches = cachesOf.get(ctx);
  if (!caches) {
    const created: AnswerCaches = { bodies: new Map(), answers: new Map(), mentions: new Map(), generation: 0 };
    ctx.changes.subscribe((change) => {
      created.generation += 1;
      if (change.kind === 'catalogue' && change.productIds) forgetShowing(created, change.productIds);
      else {
        created.bodies.clear();
        created.answers.clear();
        created.mentions.clear();
      }
    });
    cachesOf.set(ctx, (caches = created));
  }
  return caches;
}

function forgetShowing(caches: AnswerCaches, productIds: readonly number[]): void {
  for (const [url, shown] of caches.mentions) {
    if (!productIds.some((id) => shown.has(id))) continue;
    caches.mentions.delete(url);
    caches.bodies.delete(url);
    caches.answers.delete(url);
  }
}

/** Every `productId` in an answer (a detail, a page of cards, search results), a few levels deep. */
function productIdsIn(value: unknown, into = new Set<number>(), depth = 0): Set<number> {
  if (depth > 4 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) productIdsIn(item, into, depth + 1);
    return into;
  }
  for (const [key, field] of Object.entries(value)) {
    if (key === 'productId' && typeof field === 'number') into.add(field);
    else if (typeof field === 'object') productIdsIn(field, into, depth + 1);
  }
  return into;
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
    if (matches(request.headers['if-none-match'], stored.etag)) {
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
  const caches = answerCaches(ctx);
  const cache = caches.answers;
  const url = request.url;
  const now = performance.now();
  const hit = cache.get(url);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    cache.clear();
    caches.mentions.clear();
  }
  const value = produce();
  const entry: Entry = { value, expiresAt: now + ttl, generation: caches.generation };
  cache.set(url, entry);
  value.then(
    (answer) => {
      if (cache.get(url) !== entry) return;
      // Read before a change it cannot know it shows: the next request reads again.
      if (entry.generation !== caches.generation) return void cache.delete(url);
      const shown = productIdsIn(answer);
      if (shown.size) caches.mentions.set(url, shown);
      else caches.mentions.delete(url);
    },
    () => {
      if (cache.get(url) === entry) cache.delete(url);
    },
  );
  return value;
}

import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CacheLookups } from '../lib/caches.ts';
import { STORE_CHANGE_KINDS, type StoreChange } from '../lib/store-changes.ts';
import { fastLaneOf, type KeptAnswer, recordSent, variantKey } from './fast-lane.ts';

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

/** Whether an If-None-Match names this ETag (weakly compared, as RFC 9110 asks for If-None-Match). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((t) => strip(t) === wanted);
}

type Encoding = 'br' | 'gzip';
/** A kept answer: its body, and the body compressed once per encoding asked for (not again on every replay). */
type Stored = KeptAnswer & {
  body: string;
  /** The body's length in bytes (measured once: the compression threshold is checked on every replay). */
  bytes: number;
  etag: string;
  expiresAt: number;
  encoded?: Partial<Record<Encoding, Buffer>>;
};
/** As @fastify/compress: smaller bodies go as they are. */
const COMPRESS_THRESHOLD = 1024;
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
  lookups: CacheLookups;
};
const replayed = new WeakMap<FastifyRequest, Stored>();
const generationAtRequest = new WeakMap<FastifyRequest, number>();
/** The variant a request was sent of a kept answer, recorded for the fast lane once the answer has gone. */
type Sending = { stored: Stored; key: string; body: Buffer | string | undefined; coding: Encoding | null };
const sending = new WeakMap<FastifyRequest, Sending>();
const withFastLane = new WeakSet<AppContext>();

/**
 * The store's answer caches, registered with its cache registry (lib/caches.ts) on first use: every change kind
 * clears them, a catalogue change naming products only the answers showing those products. Registration order
 * is the order they forget in: the mentions last, since the others find what to forget through them.
 */
function answerCaches(ctx: AppContext): AnswerCaches {
  return ctx.caches.ensure('answers', () => {
    const bound = `${MAX_ENTRIES.toLocaleString('en')} entries; CATALOGUE_CACHE_MS each`;
    const state = { bodies: new Map(), answers: new Map(), mentions: new Map(), generation: 0 } as Omit<
      AnswerCaches,
      'lookups'
    >;
    const scoped = (map: Map<string, unknown>) => (change: StoreChange) => {
      if (change.kind === 'catalogue' && change.productIds) forgetShowing(state.mentions, map, change.productIds);
      else map.clear();
    };
    const forgetBodies = scoped(state.bodies);
    const lookups = ctx.caches.register({
      name: 'answers',
      bound,
      clearedBy: STORE_CHANGE_KINDS,
      size: () => state.bodies.size,
      forget: (change) => {
        // An answer read before this change (an older generation) is not kept (see rememberAnonymous).
        state.generation += 1;
        forgetBodies(change);
      },
    });
    ctx.caches.register({
      name: 'answers-produced',
      bound,
      clearedBy: STORE_CHANGE_KINDS,
      size: () => state.answers.size,
      forget: scoped(state.answers),
    });
    ctx.caches.register({
      name: 'answer-mentions',
      bound: `${MAX_ENTRIES.toLocaleString('en')} entries`,
      clearedBy: STORE_CHANGE_KINDS,
      size: () => state.mentions.size,
      forget: scoped(state.mentions),
    });
    return Object.assign(state, { lookups });
  });
}

/** The encodings a client takes (those it names without q=0). */
function offeredEncodings(header: string | string[] | undefined): Set<string> {
  return new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => !/;\s*q=0(\.0*)?\s*$/.test(t))
      .map((t) => t.split(';')[0]!.trim()),
  );
}

/** The encoding the client takes that we prefer for a kept answer (brotli, then gzip), or none. */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = offeredEncodings(header);
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/**
 * An answer sent once (not kept) is compressed for that one send, where the CPU counts more than the last bytes:
 * gzip at level 3 (a 24-card page, 8.2 kB: 38 µs for 1.42 kB, against 99 µs for 1.27 kB at the default level 6
 * and 150 µs for 1.24 kB with brotli at quality 4, @fastify/compress's settings), in one synchronous call
 * instead of @fastify/compress's stream. A kept answer is compressed once at the better settings above.
 */
function compressedOnce(body: string, header: string | string[] | undefined): [Encoding, Buffer] | null {
  const offered = offeredEncodings(header);
  if (offered.has('gzip')) return ['gzip', gzipSync(body, { level: 3 })];
  if (offered.has('br'))
    return [
      'br',
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    ];
  return null;
}

function compressed(stored: Stored, encoding: Encoding): Buffer {
  stored.encoded ??= {};
  stored.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(stored.body, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : gzipSync(stored.body);
  return stored.encoded[encoding];
}

/** Forgets from `map` the URLs whose answers show any of the products (the mentions say which). */
function forgetShowing(
  mentions: Map<string, ReadonlySet<number>>,
  map: Map<string, unknown>,
  productIds: readonly number[],
): void {
  for (const [url, shown] of mentions) {
    if (productIds.some((id) => shown.has(id))) map.delete(url);
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
 * Which variant of a kept answer an anonymous request gets, decided as the onSend hook below decides it: 304 on
 * a matching If-None-Match, else the compressed body the client takes, else (no Accept-Encoding at all) the
 * plain one. Null where the answer would depend on another hook (a small body or a coding we do not keep).
 */
function variantFor(stored: Stored, ifNoneMatch: string | undefined, acceptEncoding: string | string[] | undefined) {
  if (etagMatches(ifNoneMatch, stored.etag)) return variantKey(304, 'none');
  if (acceptEncoding === undefined) return variantKey(200, 'none');
  const encoding = acceptedEncoding(acceptEncoding);
  return encoding && stored.bytes >= COMPRESS_THRESHOLD ? variantKey(200, encoding) : null;
}

/** Kept answers replayed before Fastify (plugins/fast-lane.ts): the same bytes the hooks below sent for them. */
function addFastLane(ctx: AppContext): void {
  if (withFastLane.has(ctx)) return;
  withFastLane.add(ctx);
  const lane = fastLaneOf(ctx);
  lane.add((req, res, startedAt) => {
    const caches = answerCaches(ctx);
    const stored = caches.bodies.get(req.url!);
    if (!stored?.sent || stored.expiresAt <= startedAt || ttlOf(ctx) <= 0) return false;
    const key = variantFor(stored, req.headers['if-none-match'], req.headers['accept-encoding']);
    const sent = key === null ? undefined : stored.sent.get(key);
    if (!sent) return false;
    caches.lookups.lookup(true);
    return lane.replay(res, sent, startedAt);
  });
}

/**
 * An anonymous answer's body with its ETag, kept for replay when the cache is on and no change came since the
 * request began (`generation`, read when it began).
 */
function keepBody(ctx: AppContext, url: string, payload: string, generation: number | undefined): Stored {
  // Weak: compression changes the bytes but not the meaning. One call (no Hash object) per answer.
  const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
  const ttl = ttlOf(ctx);
  const stored = { body: payload, bytes: Buffer.byteLength(payload), etag, expiresAt: performance.now() + ttl };
  const caches = answerCaches(ctx);
  if (ttl > 0 && generation === caches.generation) {
    if (caches.bodies.size >= MAX_ENTRIES) caches.bodies.clear();
    caches.bodies.set(url, stored);
  }
  return stored;
}

/**
 * The kept answers as a server render's direct call (plugins/direct-routes.ts) reads and fills them, in the
 * hooks' order: the generation when the call begins, a fresh kept body instead of the handler, and the body
 * the handler's answer was serialised to kept as the onSend hook keeps it.
 */
export function directAnswerCache(ctx: AppContext) {
  const caches = answerCaches(ctx);
  return {
    generation: () => caches.generation,
    lookup(url: string): string | undefined {
      const hit = caches.bodies.get(url);
      const fresh = hit !== undefined && hit.expiresAt > performance.now();
      if (ttlOf(ctx) > 0) caches.lookups.lookup(fresh);
      return fresh ? hit.body : undefined;
    },
    keep(url: string, body: string, generation: number): void {
      // Without the cache nothing is kept, and the ETag (a hash of the body) would be read by no one.
      if (ttlOf(ctx) > 0) keepBody(ctx, url, body, generation);
    },
  };
}

/** The routes plugins that keep anonymous answers (registerHttpCache), for the direct calls of their routes. */
const withHttpCache = new WeakSet<FastifyInstance>();
export const keepsAnswers = (app: FastifyInstance) => withHttpCache.has(app);

/**
 * For every GET of the plugin it is registered in: Cache-Control, Vary and ETag, 304 on a matching
 * If-None-Match, and — for anonymous shoppers — the serialised answer replayed from memory for a few seconds,
 * skipping the handler, the database and serialisation altogether.
 */
export function registerHttpCache(app: FastifyInstance, ctx: AppContext): void {
  addFastLane(ctx);
  withHttpCache.add(app);
  // Callback style on purpose: answering from an async hook raced the async compression hook under load and
  // let the route handler run as well (a second reply). Sending without calling done() ends the request here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.auth) return done();
    const caches = answerCaches(ctx);
    generationAtRequest.set(request, caches.generation);
    const hit = caches.bodies.get(request.url);
    const fresh = hit !== undefined && hit.expiresAt > performance.now();
    if (ttlOf(ctx) > 0) caches.lookups.lookup(fresh);
    if (!fresh) return done();
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
      stored = keepBody(ctx, request.url, payload, generationAtRequest.get(request));
    }
    reply.header('etag', stored.etag);
    const kept = replayed.has(request) || answerCaches(ctx).bodies.get(request.url) === stored;
    // Recorded for the fast lane from replays only, so it repeats exactly what a replay here sends.
    const variant = replayed.has(request)
      ? variantFor(stored, request.headers['if-none-match'], request.headers['accept-encoding'])
      : null;
    if (etagMatches(request.headers['if-none-match'], stored.etag)) {
      if (variant) sending.set(request, { stored, key: variant, body: undefined, coding: null });
      reply.code(304);
      return '';
    }
    // A kept answer is compressed once and replayed compressed (profiled: compressing the same category page
    // on every send was a quarter of a cached answer's CPU). The compression hook passes an encoded body by.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (stored.bytes < COMPRESS_THRESHOLD || !encoding) {
      if (variant) sending.set(request, { stored, key: variant, body: stored.body, coding: null });
      return payload;
    }
    // Not kept: sent once, compressed for this send (never replayed, so nothing is recorded for the fast lane).
    const [coding, body] = kept
      ? [encoding, compressed(stored, encoding)]
      : compressedOnce(stored.body, request.headers['accept-encoding'])!;
    if (variant) sending.set(request, { stored, key: variant, body, coding });
    reply.header('vary', 'Authorization, Accept-Encoding');
    reply.header('content-encoding', coding);
    reply.header('content-length', body.length);
    return body;
  });

  app.addHook('onResponse', (request, reply, done) => {
    const sent = sending.get(request);
    if (sent) recordSent(sent.stored, sent.key, reply, sent.body, sent.coding);
    done();
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

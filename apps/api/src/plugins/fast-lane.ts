import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { loggableUrl } from '../lib/loggable-url.ts';
import { isOriginFormTarget } from './request-target.ts';

/**
 * One way a kept answer was sent by the full pipeline (status, every header it wrote in order, and the bytes),
 * replayed as it was. Date, Connection and Keep-Alive are Node's own and are written per answer.
 */
export type SentAnswer = {
  status: number;
  /** Header names and values alternating, as Node's writeHead takes them (names keep their case). */
  head: (string | number)[];
  body: Buffer | string | undefined;
  /** The route's pattern, for the request figures (plugins/metrics.ts). */
  route: string;
};

/**
 * A kept answer that the fast lane may replay: the variants the full pipeline has already sent for it, keyed
 * by what the request asks for (see `variantKey`). A variant not yet sent goes through the full pipeline once,
 * which records it; so every replayed byte is one the pipeline itself produced for the same request.
 */
export type KeptAnswer = { sent?: Map<string, SentAnswer> };

/** The variant of a kept answer a request gets: its status and the body's coding. */
export const variantKey = (status: number, coding: string) => `${status} ${coding}`;

/** Answers a request from a kept answer and returns true, or returns false to let the full pipeline answer. */
export type FastAnswerer = (req: IncomingMessage, res: ServerResponse, startedAt: number) => boolean;

/**
 * Anonymous GETs of kept public answers and pages, answered in the HTTP server's request handler before
 * Fastify builds a request, routes it or runs a hook (docs/security.md, "The fast lane", says what is skipped
 * and why that is safe). Each cache registers the answerer for its own entries; anything an answerer is not
 * sure of goes the full way.
 */
export class FastLane {
  private readonly answerers: FastAnswerer[] = [];
  /** Set when the server starts closing: the closing answer (plugins/closing-answer.ts) takes over. */
  closing = false;

  constructor(private readonly ctx: AppContext) {}

  add(answerer: FastAnswerer): void {
    this.answerers.push(answerer);
  }

  /** True when a kept answer was sent. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || req.method !== 'GET' || this.answerers.length === 0) return false;
    const h = req.headers;
    // Signed-in or cross-origin requests get answers of their own (personalised, or CORS headers per Origin).
    if (h.authorization !== undefined || h.origin !== undefined) return false;
    const startedAt = performance.now();
    for (const answerer of this.answerers) if (answerer(req, res, startedAt)) return true;
    return false;
  }

  /** Writes a recorded answer and counts it as the full pipeline would (plugins/metrics.ts). */
  replay(res: ServerResponse, sent: SentAnswer, startedAt: number): true {
    res.writeHead(sent.status, sent.head);
    res.end(sent.body);
    this.ctx.metrics.request('GET', sent.route, sent.status, (performance.now() - startedAt) / 1000);
    return true;
  }
}

const lanes = new WeakMap<AppContext, FastLane>();

/** The store's fast lane (one per app context). */
export function fastLaneOf(ctx: AppContext): FastLane {
  let lane = lanes.get(ctx);
  if (!lane) lanes.set(ctx, (lane = new FastLane(ctx)));
  return lane;
}

/**
 * Records how the full pipeline sent a kept answer, once the answer has gone (every onSend hook has run and
 * Node holds every header it wrote). Nothing is recorded unless the written length and coding are those of
 * `body`: a variant whose bytes another hook changed (a compression the cache did not do) is never replayed.
 */
export function recordSent(
  kept: KeptAnswer,
  key: string,
  reply: FastifyReply,
  body: Buffer | string | undefined,
  coding: string | null,
): void {
  const res = reply.raw;
  if (!res.writableFinished || kept.sent?.has(key)) return;
  // Node has kept the names as written since v15.13; @types/node does not declare it on ServerResponse.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  const head: (string | number)[] = [];
  let length: unknown;
  let encoding: unknown;
  for (const name of names) {
    const value = res.getHeader(name);
    if (typeof value !== 'string' && typeof value !== 'number') return; // set-cookie and the like: never kept
    const lower = name.toLowerCase();
    if (lower === 'content-length') length = Number(value);
    else if (lower === 'content-encoding') encoding = value;
    head.push(name, value);
  }
  const bytes = body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (names.length === 0 || (encoding ?? null) !== coding) return;
  if (res.statusCode === 304 ? bytes !== 0 : length !== bytes) return;
  kept.sent ??= new Map();
  kept.sent.set(key, { status: res.statusCode, head, body, route: reply.request.routeOptions.url ?? 'unmatched' });
}

/**
 * Puts the fast lane in front of Fastify's own request handler on its HTTP server (keeping the server Fastify
 * made, with its timeouts), and stands it aside once the app starts closing. At 'info' and below Fastify writes
 * an access log line per request; a kept answer then gets one line of its own, so the log stays complete.
 */
export function installFastLane(app: FastifyInstance, lane: FastLane): void {
  const server = app.server;
  const [full] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!full) return;
  const logEach = ['info', 'debug', 'trace'].includes(app.log.level);
  server.removeListener('request', full);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isOriginFormTarget(req.url) || !lane.answer(req, res)) full.call(server, req, res);
    else if (logEach)
      app.log.info(
        { req: { method: req.method, url: loggableUrl(req.url) }, res: { statusCode: res.statusCode } },
        'kept answer',
      );
  });
  app.addHook('preClose', (done) => {
    lane.closing = true;
    done();
  });
}

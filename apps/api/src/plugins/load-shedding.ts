import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Config } from '../config.ts';
import { clientNetwork } from '../lib/client-network.ts';
import { ConcurrencyGate, GateFull } from '../lib/concurrency-gate.ts';

/** Seconds a refused client is asked to wait: long enough for the queue to drain, short enough to feel alive. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE = 'The store is busy right now. Please try again in a moment.';

/** Calls that never queue: a load balancer must see the process alive while it sheds load. */
const UNGATED_PATHS = new Set(['/api/v4/health', '/api/v4/ready']);

/**
 * A server render's own API calls carry this header with a value drawn at start, which no outside client can
 * know: the render already holds a render slot, so its calls must not queue behind the flood it is part of.
 */
export const IN_PROCESS_HEADER = 'x-shringar-in-process';
const inProcessSecret = randomBytes(24).toString('base64url');
export const inProcessHeaders = (): Record<string, string> => ({ [IN_PROCESS_HEADER]: inProcessSecret });
const isInProcess = (request: FastifyRequest) => request.headers[IN_PROCESS_HEADER] === inProcessSecret;

export function busyEnvelope(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ success: false, message: BUSY_MESSAGE, code: 'SERVER_BUSY' });
}

/**
 * The gates of one process, sized from the configuration: a request waits for its turn when its expected wait is
 * within SHED_MAX_WAIT_MS, and networks take turns (lib/concurrency-gate.ts). A browser never asks for two pages
 * at once, but its page asks for several API calls at once, so both gates take the same bound.
 */
export function createGates(config: Config) {
  const gate = (limit: number) =>
    new ConcurrencyGate({ limit, queueLimit: limit * 64, maxWaitMs: config.SHED_MAX_WAIT_MS });
  return { api: gate(config.MAX_CONCURRENT_API_CALLS), render: gate(config.MAX_CONCURRENT_RENDERS) };
}

/** The network a request's turn is counted for: its IPv4 address or IPv6 /64, behind the trusted proxy. */
export const requestNetwork = (request: FastifyRequest) => clientNetwork(request.ip);

/**
 * Bounds the API's concurrent handlers (the database work): every API route's handler runs inside the API gate,
 * except the health check and a server render's in-process calls. A full gate answers 503 SERVER_BUSY with
 * Retry-After in the envelope. Registered before the modules, so it wraps every route they add.
 */
export function registerApiLoadShedding(app: FastifyInstance, gate: ConcurrencyGate) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNGATED_PATHS.has(route.url)) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function gated(this: FastifyInstance, request, reply) {
      if (isInProcess(request)) return handler.call(this, request, reply);
      try {
        return await gate.run(async () => handler.call(this, request, reply), requestNetwork(request));
      } catch (err) {
        if (err instanceof GateFull && !reply.sent) return busyEnvelope(reply);
        throw err;
      }
    };
  });
}

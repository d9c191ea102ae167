import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { clientNetwork } from '../lib/client-network.ts';
import type { LimitRule } from '../lib/rate-limit/rate-limiter.ts';

/**
 * An onRequest hook that limits a route per client network (IPv4 address or IPv6 /64; or per any key the route
 * chooses), with counters in
 * the shared store, so the limit holds across every server process. Exceeding it is a 429 with Retry-After.
 * Limits that depend on the body (per phone number) belong in the service, after validation.
 */
export function rateLimit(
  ctx: AppContext,
  name: string,
  rule: LimitRule,
  keyOf: (request: FastifyRequest) => string = (request) => clientNetwork(request.ip),
  message?: string,
): onRequestAsyncHookHandler {
  return async (request) => {
    await ctx.limiter.enforce([{ key: `${name}:${keyOf(request)}`, rule }], ctx.clock.now().getTime(), message);
  };
}

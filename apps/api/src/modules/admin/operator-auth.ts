import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { Forbidden, NotFound, RateLimited } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';

/** Wrong operator tokens a network may send per 15 minutes; past them every operator call from it is a 429. */
export const OPERATOR_FAILURE_RULE: LimitRule = { limit: 10, windowMs: 15 * 60_000, kind: 'sliding' };
const failureKey = (request: FastifyRequest) => `operator:fail:${clientNetwork(request.ip)}`;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard: who is calling the operator API, for the audit log. */
    operator?: { name: string; ip: string };
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests, so neither the comparison nor its length reveals how much of the token matched. */
const tokensMatch = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers['x-operator-token'];
  if (typeof header === 'string' && header) return header;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** Names an operator may give in X-Operator-Name (the CLI sends the login name); anything else is dropped. */
const operatorName = (request: FastifyRequest) => {
  const raw = request.headers['x-operator-name'];
  const name = typeof raw === 'string' ? raw.trim().slice(0, 60) : '';
  return /^[\w.@ -]+$/.test(name) ? name : 'operator';
};

/**
 * onRequest hook of every /admin call (before validation, so a stranger learns nothing from a 400): the operator
 * token from config, as `Authorization: Bearer` or `X-Operator-Token`. Without a configured token the operator
 * API does not exist (404); a missing or wrong token, or a shopper's session token, is a 403 that waits
 * OPERATOR_FAILURE_DELAY_MS first, and a network past its wrong tokens is refused (429) without its token even
 * being compared, so guessing is both slow and capped.
 */
export function operatorGuard(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const expected = ctx.config.OPERATOR_TOKEN;
    if (!expected) throw new NotFound();
    const nowMs = ctx.clock.now().getTime();
    const failures = await ctx.limiter.peek(failureKey(request), OPERATOR_FAILURE_RULE, nowMs);
    if (!failures.allowed) throw new RateLimited(failures.retryAfterMs / 1000);
    const given = presentedToken(request);
    if (!given || !tokensMatch(given, expected)) {
      request.log.warn({ ip: request.ip, url: request.url }, 'operator API refused');
      await ctx.limiter.hit(failureKey(request), OPERATOR_FAILURE_RULE, nowMs);
      await sleep(ctx.config.OPERATOR_FAILURE_DELAY_MS);
      throw new Forbidden('A valid operator token is required.', 'OPERATOR_TOKEN_REQUIRED');
    }
    request.operator = { name: operatorName(request), ip: request.ip };
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';

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
 * onRequest hook of every /admin call (before validation, so a stranger learns nothing from a 400): the operator token from config, as `Authorization: Bearer` or
 * `X-Operator-Token`. Without a configured token the operator API does not exist (404); a missing or wrong
 * token, or a shopper's session token, is a 403.
 */
export function operatorGuard(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const expected = ctx.config.OPERATOR_TOKEN;
    if (!expected) throw new NotFound();
    const given = presentedToken(request);
    if (!given || !tokensMatch(given, expected)) {
      request.log.warn({ ip: request.ip, url: request.url }, 'operator API refused');
      throw new Forbidden('A valid operator token is required.', 'OPERATOR_TOKEN_REQUIRED');
    }
    request.operator = { name: operatorName(request), ip: request.ip };
  };
}

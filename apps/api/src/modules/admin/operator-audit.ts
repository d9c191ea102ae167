import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

/**
 * onSend hook of the operator API: every call that passed the guard leaves a row saying who did what to which
 * order or shopper, and how it ended. Refused calls carry no identity and are only logged.
 */
export function auditOperatorCalls(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.operator) return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = (request.body ?? null) as Record<string, unknown> | null;
    const target = params.id ?? body?.phone ?? null;
    await ctx.db.insert(operatorAuditLog).values({
      operator: request.operator.name,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      target: target === null ? null : String(target),
      details: { statusCode: reply.statusCode, ip: request.operator.ip, requestId: request.id, body },
      createdAt: ctx.clock.now(),
    });
    return payload;
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

/** The most of a request body an audit row keeps: enough to see what was asked, never a megabyte. */
const MAX_BODY_CHARS = 4000;

/** PostgreSQL text and jsonb cannot hold NUL; the record keeps a visible stand-in instead of failing the call. */
const storable = (text: string) => text.replace(/\u0000/g, '\uFFFD');

/** The body as the audit row keeps it: text-safe, and clipped when large. */
function auditedBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const json = storable(JSON.stringify(body) ?? 'null').replace(/\\u0000/g, '\\ufffd');
  if (json.length > MAX_BODY_CHARS) return { clipped: true, chars: json.length, start: json.slice(0, MAX_BODY_CHARS) };
  return JSON.parse(json) as unknown;
}

/**
 * onSend hook of the operator API: every call that passed the guard leaves a row saying who did what to which
 * order or shopper, and how it ended. Refused calls carry no identity and are only logged. A row that cannot be
 * written is logged (without the request's data) and never turns the answer into an error: the call's own
 * effect has already happened or been refused.
 */
export function auditOperatorCalls(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.operator) return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : null;
    const target = params.id ?? body?.phone ?? null;
    try {
      await ctx.db.insert(operatorAuditLog).values({
        operator: request.operator.name,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        target: target === null ? null : storable(String(target)).slice(0, 200),
        details: {
          statusCode: reply.statusCode,
          ip: request.operator.ip,
          requestId: request.id,
          body: auditedBody(request.body),
        },
        createdAt: ctx.clock.now(),
      });
    } catch (err) {
      request.log.error(
        { code: (err as { code?: unknown }).code, requestId: request.id },
        'operator audit row not written',
      );
    }
    return payload;
  };
}

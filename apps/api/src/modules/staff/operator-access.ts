import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Permission } from '@shringar/contracts/staff-roles';
import { roleMay } from '@shringar/contracts/staff-roles';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { loggableUrl } from '../../lib/loggable-url.ts';
import { Forbidden, RateLimited, Unauthorized } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { sessions } from '../../db/schema/users.ts';
import { hashOpaqueToken } from '../../lib/opaque-token.ts';
import { recordAudit } from './audit-log.ts';
import { automationMay } from './automation-grants.ts';
import { assertConsoleWrite } from './console-write-origin.ts';
import { hasActiveStaff } from './staff-invitations.service.ts';
import { staffCookieOf } from './staff-cookie.ts';
import { resolveStaffSession, type StaffIdentity } from './staff-sessions.ts';

/** Who is calling the operator API: a signed-in staff member, or the automation token under a name. */
export type OperatorIdentity =
  { kind: 'staff'; name: string; ip: string; staff: StaffIdentity } | { kind: 'automation'; name: string; ip: string };

/** What a handler tells the audit log about the change it made. */
export type AuditChange = { target?: string | null; before?: unknown; after?: unknown };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard: who is calling the operator API, for permissions and the audit log. */
    operator?: OperatorIdentity;
    /** Set by an operator handler: the target and the state before and after its change. */
    auditChange?: AuditChange;
  }
}

/** Wrong operator tokens a network may send per 15 minutes; past them every token call from it is a 429. */
export const OPERATOR_FAILURE_RULE: LimitRule = { limit: 10, windowMs: 15 * 60_000, kind: 'sliding' };
const failureKey = (request: FastifyRequest) => `operator:fail:${clientNetwork(request.ip)}`;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests, so neither the comparison nor its length reveals how much of the token matched. */
const tokensMatch = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers['x-operator-token'];
  if (typeof header === 'string' && header) return header;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** Names automation may give in X-Operator-Name (the CLI sends the login name); anything else is dropped. */
const automationName = (request: FastifyRequest) => {
  const raw = request.headers['x-operator-name'];
  const name = typeof raw === 'string' ? raw.trim().slice(0, 60) : '';
  return /^[\w.@ -]+$/.test(name) ? name : 'operator';
};

/** How the audit log names a caller: a staff member by e-mail, automation as `automation:<name>`. */
const auditActor = (operator: OperatorIdentity) =>
  operator.kind === 'staff' ? operator.name : `automation:${operator.name}`;

/** The audit log's name for the caller, for records other modules keep (who uploaded a photo). */
export const auditActorOf = (operator: OperatorIdentity | undefined) => (operator ? auditActor(operator) : 'operator');

/** How an order's history names a caller (the CLI's names stay as they always were). */
export const historyActor = (operator: OperatorIdentity | undefined) =>
  operator?.kind === 'staff' ? `staff:${operator.name}` : `operator:${operator?.name ?? 'operator'}`;

/**
 * The onRequest hook of an operator endpoint (first, before validation, so a stranger learns nothing from a
 * 400). A staff session cookie wins; otherwise a presented token must be OPERATOR_TOKEN (a wrong one is a 403
 * that waits OPERATOR_FAILURE_DELAY_MS first, and a network past its wrong tokens is refused (429) without its
 * token even being compared, so guessing is both slow and capped; a live shopper's token is a 403 that counts as
 * no guess); no credentials at all is a 401. Then the caller must hold the endpoint's permission: automation its
 * own set and what owners granted it (automation-grants.ts).
 */
export function operatorGuard(ctx: AppContext) {
  return (permission: Permission) => async (request: FastifyRequest) => {
    const cookie = staffCookieOf(request);
    const staff = cookie ? await resolveStaffSession(ctx, cookie) : null;
    if (staff) {
      assertConsoleWrite(ctx.config, request);
      request.operator = { kind: 'staff', name: staff.email, ip: request.ip, staff };
      if (!roleMay(staff.role, permission)) throw permissionDenied(request, permission);
      return;
    }
    const given = presentedToken(request);
    if (!given) throw new Unauthorized('Please sign in to the console.', 'STAFF_SIGN_IN_REQUIRED');
    const nowMs = ctx.clock.now().getTime();
    const expected = ctx.config.OPERATOR_TOKEN;
    const matches = !!expected && tokensMatch(given, expected);
    // A live shopper's token (a buggy app, a shopper behind the same NAT) is not a guess at the operator token:
    // refused, never counted against the network's limit, so it cannot lock the operator out.
    if (!matches && (await isShopperToken(ctx, given))) {
      request.log.warn({ ip: request.ip, url: loggableUrl(request.url) }, 'operator API refused a shopper token');
      throw new Forbidden('A valid operator token is required.', 'OPERATOR_TOKEN_REQUIRED');
    }
    const failures = await ctx.limiter.peek(failureKey(request), OPERATOR_FAILURE_RULE, nowMs);
    if (!failures.allowed) throw new RateLimited(failures.retryAfterMs / 1000);
    if (!matches) {
      request.log.warn({ ip: request.ip, url: loggableUrl(request.url) }, 'operator API refused');
      await ctx.limiter.hit(failureKey(request), OPERATOR_FAILURE_RULE, nowMs);
      await sleep(ctx.config.OPERATOR_FAILURE_DELAY_MS);
      throw new Forbidden('A valid operator token is required.', 'OPERATOR_TOKEN_REQUIRED');
    }
    request.operator = { kind: 'automation', name: automationName(request), ip: request.ip };
    if (await automationMay(ctx, permission)) return;
    // The one staff call the token may make: inviting a store's first owner, while no account is active (the
    // handler checks the role, and again that none is).
    const firstOwner = request.routeOptions.schema?.operationId === 'inviteStaff' && !(await hasActiveStaff(ctx));
    if (!firstOwner) throw permissionDenied(request, permission);
  };
}

/** Whether `token` is a live shopper session's bearer token. */
async function isShopperToken(ctx: AppContext, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashOpaqueToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return !!row;
}

function permissionDenied(request: FastifyRequest, permission: Permission) {
  request.log.warn(
    { operator: request.operator?.name, permission, url: loggableUrl(request.url) },
    'operator permission refused',
  );
  return new Forbidden('Your role does not allow this.', 'PERMISSION_DENIED');
}

/** The most of a request body an audit row keeps: enough to see what was asked, never a megabyte. */
const MAX_BODY_CHARS = 4000;

/** PostgreSQL text and jsonb cannot hold NUL; the record keeps a visible stand-in instead of failing the call. */
const storable = (text: string) => text.replace(/\u0000/g, '\uFFFD');

/** A JSON value as an audit row keeps it: text-safe, and clipped past maxChars. */
function auditable(value: unknown, maxChars = MAX_BODY_CHARS): unknown {
  if (value === undefined || value === null) return null;
  const json = storable(JSON.stringify(value) ?? 'null').replace(/\\u0000/g, '\\ufffd');
  if (json.length > maxChars) return { clipped: true, chars: json.length, start: json.slice(0, maxChars) };
  return JSON.parse(json) as unknown;
}

/**
 * onSend hook: every operator call that changes something (any method but GET and HEAD) and passed the identity
 * check leaves a row, however it ended: who, which operation, its target, the state before and after (when the
 * handler reported them), the status code and the request's body. A row that cannot be written is logged
 * (without the request's data) and never turns the answer into an error: the call's own effect has already
 * happened or been refused.
 */
export function auditOperatorCalls(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operator = request.operator;
    if (!operator || request.method === 'GET' || request.method === 'HEAD') return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    // A streamed upload (a CSV read as it arrives) is not kept: the handler reports what it made of it.
    const streamed = !!request.body && typeof request.body === 'object' && Symbol.asyncIterator in request.body;
    const body =
      request.body && typeof request.body === 'object' && !streamed ? (request.body as Record<string, unknown>) : null;
    const change = request.auditChange;
    const target = change?.target ?? params.id ?? body?.phone ?? body?.email ?? null;
    const schema = request.routeOptions.schema as { operationId?: string } | undefined;
    try {
      await recordAudit(ctx, {
        actor: auditActor(operator),
        actorKind: operator.kind,
        staffId: operator.kind === 'staff' ? operator.staff.staffId : null,
        action: schema?.operationId ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
        target: target === null ? null : storable(String(target)).slice(0, 200),
        statusCode: reply.statusCode,
        // A handler's before and after are whole (the owner reads them); only the request body is clipped.
        before: auditable(change?.before, Infinity),
        after: auditable(change?.after, Infinity),
        details: { ip: operator.ip, requestId: request.id, body: auditable(withoutSecrets(body)) },
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

/** Passwords and codes never reach the log. */
function withoutSecrets(body: Record<string, unknown> | null) {
  if (!body || typeof body !== 'object') return body;
  const { password: _p, code: _c, ...rest } = body;
  return rest;
}

/**
 * One audit row for one record of a call that changes many (a bulk status change): the same row the call on
 * that record alone would leave (its operation, target, before and after, its status code), with the bulk
 * call's request id so the rows of one bulk change can be found together.
 */
export async function auditEachRecord(
  ctx: AppContext,
  request: FastifyRequest,
  entry: { action: string; target: string; statusCode: number; before?: unknown; after?: unknown },
) {
  const operator = request.operator;
  if (!operator) return;
  await recordAudit(ctx, {
    actor: auditActor(operator),
    actorKind: operator.kind,
    staffId: operator.kind === 'staff' ? operator.staff.staffId : null,
    action: entry.action,
    target: storable(entry.target).slice(0, 200),
    statusCode: entry.statusCode,
    before: auditable(entry.before, Infinity),
    after: auditable(entry.after, Infinity),
    details: { ip: operator.ip, requestId: request.id, bulk: true },
  });
}
